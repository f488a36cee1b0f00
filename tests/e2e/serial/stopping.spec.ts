import { once } from 'node:events'
import net from 'node:net'

import { expect, test } from '@playwright/test'

import { startOwnServer } from '../support/own-server'
import { E2E_PORT } from '../support/server-env'

/** Whether anything still listens on the port (a stopping server no longer does). */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect({ host: '127.0.0.1', port })
    probe.once('connect', () => {
      probe.destroy()
      resolve(true)
    })
    probe.once('error', () => resolve(false))
  })
}

// An instance keeps an idle connection 65 s (IDLE_CONNECTION_SECONDS); a stop must not wait for
// them, nor cut a request short at its grace period's end (scripts/start.mjs).
test('a stop answers the request under way with Connection: close, and ends with it', async () => {
  test.setTimeout(180_000)
  const port = E2E_PORT + 9
  const server = await startOwnServer(port, {})
  try {
    const socket = net.connect({ host: '127.0.0.1', port })
    await once(socket, 'connect')
    let received = ''
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    const ended = once(socket, 'close')
    // A request begun and not finished: the connection is busy, not idle, when the stop comes.
    socket.write('GET /api/_build HTTP/1.1\r\nHost: localhost\r\n')
    // Time for the bytes to reach the server's parser, which makes the connection busy.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const exited = once(server.process, 'exit')
    server.process.kill('SIGTERM')
    await expect.poll(() => listening(port)).toBe(false)
    socket.write('\r\n')
    await ended
    const head = received.slice(0, received.indexOf('\r\n\r\n')).toLowerCase()
    expect(head).toMatch(/^http\/1\.1 200 /)
    expect(head).toContain('connection: close')
    // The process ends with its last connection: well before the 10 s it would wait at most.
    const answeredAt = Date.now()
    await exited
    expect(Date.now() - answeredAt).toBeLessThan(5_000)
  } finally {
    await server.stop()
  }
})
