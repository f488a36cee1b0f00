import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'

import { freePort } from './free-port'

/**
 * A Redis server of a test's own on a free loopback port, that the test may stop and start again
 * on the same port (the machine's shared Redis is never touched). Nothing is saved to disk.
 */
export type ThrowawayRedis = {
  readonly url: string
  readonly start: () => Promise<void>
  readonly stop: () => Promise<void>
}

export async function createThrowawayRedis(): Promise<ThrowawayRedis> {
  const port = await freePort()
  let server: ChildProcess | null = null
  const start = async () => {
    server = spawn(
      process.env.REDIS_SERVER_BIN ?? 'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    const started = server
    await new Promise<void>((resolve, reject) => {
      let output = ''
      const onData = (chunk: Buffer) => {
        output += String(chunk)
        if (!output.includes('Ready to accept connections')) return
        // Keep draining the log without keeping it.
        started.stdout!.off('data', onData)
        resolve()
      }
      started.stdout!.on('data', onData)
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${output}`)))
    })
  }
  const stop = async () => {
    if (!server || server.exitCode !== null) return
    const exited = once(server, 'exit')
    server.kill('SIGTERM')
    await exited
    server = null
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, start, stop }
}
