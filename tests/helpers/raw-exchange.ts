import net from 'node:net'

/**
 * Bytes sent over one loopback connection exactly as written, and everything that came back
 * until the server closed it or it stayed quiet for `quietMs`: what an attacker's own client
 * does, where fetch would clean the request up (drop a GET's body, fix a length, refuse a
 * coding). Only ever to 127.0.0.1.
 */
export function rawExchange(
  port: number,
  parts: readonly (string | Buffer)[],
  { quietMs = 400, pauseMs = 0 }: { quietMs?: number; pauseMs?: number } = {},
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    const received: Buffer[] = []
    let quiet: NodeJS.Timeout | undefined
    const finish = () => {
      clearTimeout(quiet)
      socket.destroy()
      resolve(Buffer.concat(received))
    }
    const restartQuiet = () => {
      clearTimeout(quiet)
      quiet = setTimeout(finish, quietMs)
    }
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk)
      restartQuiet()
    })
    socket.on('close', finish)
    socket.on('error', (error) => (received.length ? finish() : reject(error)))
    socket.on('connect', async () => {
      for (const part of parts) {
        socket.write(part)
        if (pauseMs) await new Promise((wait) => setTimeout(wait, pauseMs))
      }
      restartQuiet()
    })
  })
}

/** One HTTP/1.1 answer read off the wire: status, headers (names lower-cased) and body. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: Buffer }

/** The answers in `bytes`, in order (bodies framed by Content-Length; 1xx answers skipped). */
export function parseAnswers(bytes: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = []
  let at = 0
  while (at < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', at)
    if (end < 0) break
    const [statusLine = '', ...lines] = bytes.subarray(at, end).toString('latin1').split('\r\n')
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0)
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
    }
    const length = Number(headers['content-length'] ?? 0)
    const bodyStart = end + 4
    at = bodyStart + (status >= 100 && status < 200 ? 0 : length)
    if (status >= 200) answers.push({ status, headers, body: bytes.subarray(bodyStart, at) })
  }
  return answers
}

/** A plain visitor's GET, as a browser would send it, and its one answer. */
export async function plainGet(port: number, target: string): Promise<RawAnswer> {
  const bytes = await rawExchange(
    port,
    [
      `GET ${target} HTTP/1.1\r\nhost: localhost:${port}\r\n` +
        'user-agent: Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36\r\n' +
        'accept: text/html\r\naccept-encoding: identity\r\nconnection: close\r\n\r\n',
      // The server closes the connection after its answer; a slow answer is waited for.
    ],
    { quietMs: 10_000 },
  )
  const [answer] = parseAnswers(bytes)
  if (!answer) throw new Error(`No answer to GET ${target}`)
  return answer
}
