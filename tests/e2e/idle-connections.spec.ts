import { readFileSync } from 'node:fs'
import http from 'node:http'

import { expect, test } from '@playwright/test'

/** Nginx's idle limit for its connections to an instance, in milliseconds (deploy/nginx.conf). */
function nginxUpstreamIdleMs(): number {
  const config = readFileSync('deploy/nginx.conf', 'utf8')
  const upstream = /upstream roster \{([\s\S]*?)\n  \}/.exec(config)![1]!
  return Number(/keepalive_timeout (\d+)s;/.exec(upstream)![1]) * 1000
}

/** GET on the agent's connection: whether it was one already open, and the Keep-Alive header. */
function get(port: number, agent: http.Agent) {
  return new Promise<{ reused: boolean; keepAlive: string }>((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/_build', agent }, (answer) => {
      answer.resume()
      answer.on('end', () =>
        resolve({ reused: request.reusedSocket, keepAlive: String(answer.headers['keep-alive']) }),
      )
    })
    request.on('error', reject)
  })
}

// Whoever closes an idle connection first races the other side's next request on it; nginx, in
// front, must be the one (IDLE_CONNECTION_SECONDS, src/server/serve.mjs).
test('an idle connection stays open longer than nginx keeps one to an instance', async ({
  baseURL,
}) => {
  const port = Number(new URL(baseURL!).port)
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  try {
    const first = await get(port, agent)
    const announcedMs = Number(/^timeout=(\d+)$/.exec(first.keepAlive)?.[1]) * 1000
    expect(announcedMs).toBeGreaterThan(nginxUpstreamIdleMs())
    // Longer than Node's own default of 5 s, after which this connection used to be closed.
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect((await get(port, agent)).reused).toBe(true)
  } finally {
    agent.destroy()
  }
})
