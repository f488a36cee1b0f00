import net from 'node:net'

/** An answer read off the wire: its status and headers (names lower-cased, repeats kept). */
export type RawAnswer = { status: number; headers: [string, string][] }

export type RawRequest = {
  readonly method: string
  /** Sent as written, bytes beyond ASCII included (latin1), so any path can be tried. */
  readonly target: string
  readonly headers?: Record<string, string>
  readonly body?: Buffer | string
}

/**
 * Sends one HTTP/1.1 request over a fresh loopback connection, exactly as given (no client
 * library cleans the method, path or headers up), and reads the status line and headers of the
 * answer. Only ever to 127.0.0.1.
 */
export function rawRequest(
  port: number,
  request: RawRequest,
  timeoutMs = 20_000,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    const body =
      request.body === undefined
        ? Buffer.alloc(0)
        : Buffer.isBuffer(request.body)
          ? request.body
          : Buffer.from(request.body, 'utf8')
    const headers: Record<string, string> = {
      host: `localhost:${port}`,
      connection: 'close',
      ...(body.length > 0 || ['POST', 'PUT', 'PATCH'].includes(request.method)
        ? { 'content-length': String(body.length) }
        : {}),
      ...request.headers,
    }
    const head =
      `${request.method} ${request.target} HTTP/1.1\r\n` +
      Object.entries(headers)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('') +
      '\r\n'
    let received = Buffer.alloc(0)
    let settled = false
    const finish = () => {
      if (settled) return
      const end = received.indexOf('\r\n\r\n')
      if (end < 0) {
        settled = true
        reject(new Error(`No answer to ${request.method} ${request.target}`))
        return
      }
      settled = true
      socket.destroy()
      resolve(parseHead(received.subarray(0, end).toString('latin1')))
    }
    socket.setTimeout(timeoutMs, () => {
      socket.destroy()
      if (!settled) {
        settled = true
        reject(new Error(`Timed out: ${request.method} ${request.target}`))
      }
    })
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      if (received.includes('\r\n\r\n')) finish()
    })
    socket.on('end', finish)
    socket.on('close', finish)
    socket.on('error', (error) => {
      if (!settled && received.includes('\r\n\r\n')) return finish()
      if (!settled) {
        settled = true
        reject(error)
      }
    })
    socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]))
  })
}

function parseHead(head: string): RawAnswer {
  const [statusLine, ...lines] = head.split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0)
  const headers = lines.map((line): [string, string] => {
    const colon = line.indexOf(':')
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
  })
  return { status, headers }
}
