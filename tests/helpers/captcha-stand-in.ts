import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * Stands in for https://www.google.com/recaptcha/api/siteverify: takes the same form-encoded
 * POST (secret, response, remoteip) and answers with whatever JSON the test sets, or a status,
 * or nothing at all (to test the timeout).
 */
export type SiteverifyRequest = { secret: string; response: string; remoteip: string | null }

export type CaptchaStandIn = {
  readonly url: string
  readonly requests: SiteverifyRequest[]
  answer: (body: Record<string, unknown> | { status: number } | 'hang') => void
  readonly close: () => Promise<void>
}

export async function startCaptchaStandIn(): Promise<CaptchaStandIn> {
  const requests: SiteverifyRequest[] = []
  let next: Record<string, unknown> | { status: number } | 'hang' = { success: false }
  const server = createServer(async (request, response) => {
    const form = new URLSearchParams(await readBody(request))
    requests.push({
      secret: form.get('secret') ?? '',
      response: form.get('response') ?? '',
      remoteip: form.get('remoteip'),
    })
    if (next === 'hang') return
    if ('status' in next && typeof next.status === 'number') {
      response.writeHead(next.status).end('error')
      return
    }
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(next))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    answer: (body) => {
      next = body
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
