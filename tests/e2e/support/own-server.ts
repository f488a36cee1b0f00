import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { SERVER_PROCESS_ENV, serverCommand } from '../../../scripts/server-process.mjs'

/**
 * A second server from the same production build, for tests that break what it stands on (its
 * database, its disk): its own port, data folder and database, so the shared end-to-end server
 * never notices. Its output is kept for the test to read.
 */
export type OwnServer = {
  readonly url: string
  readonly process: ChildProcess
  readonly output: () => string
  readonly stop: () => Promise<void>
}

export async function startOwnServer(
  port: number,
  env: Record<string, string>,
): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'roster-own-server-'))
  const url = `http://localhost:${port}`
  // As `npm start` serves it: the front and its page cache before Next.
  const [program, ...args] = serverCommand(['--port', String(port)])
  const server = spawn(program, args, {
    env: {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      NEXT_TELEMETRY_DISABLED: '1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: url,
      PAYLOAD_SECRET: 'own-server-secret',
      SEED_DEMO: '0',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout!.on('data', (chunk) => (output += String(chunk)))
  server.stderr!.on('data', (chunk) => (output += String(chunk)))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited on start:\n${output}`)
    if (Date.now() > deadline) throw new Error(`The server did not start in time:\n${output}`)
    try {
      if ((await fetch(`${url}/api/_build`)).ok) break
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    process: server,
    output: () => output,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
