import { execFileSync } from 'node:child_process'
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A PostgreSQL server of a test's own, in a temporary folder on a port of its own, that the test
 * may stop and start (the machine's shared server on 5432 is never touched). PostgreSQL refuses
 * to run as root, so under root the cluster belongs to the `postgres` user.
 */
export type ThrowawayPostgres = {
  /** postgres://postgres@127.0.0.1:{port}/postgres, the database initdb creates */
  readonly url: string
  readonly start: () => void
  readonly stop: () => void
  /** Every process of the server stopped in place (SIGSTOP): connections stay open, unanswered. */
  readonly freeze: () => void
  readonly thaw: () => void
  readonly destroy: () => void
}

const BIN = process.env.POSTGRES_BIN ?? '/usr/local/bin'

export function createThrowawayPostgres(port: number): ThrowawayPostgres {
  const dir = mkdtempSync(path.join(tmpdir(), 'roster-pg-'))
  const asRoot = process.getuid?.() === 0
  const run = (tool: string, args: string[]) => {
    const command = path.join(BIN, tool)
    if (asRoot)
      execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' })
    else execFileSync(command, args, { stdio: 'pipe' })
  }
  if (asRoot) chownSync(dir, Number(uid('postgres')), Number(uid('postgres', 'g')))
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'])
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
  // The postmaster (first line of postmaster.pid) and the backends it forked.
  const processes = () => {
    const postmaster = readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!
    const children = execFileSync('pgrep', ['-P', postmaster], { encoding: 'utf8' })
    return [postmaster, ...children.split('\n').filter(Boolean)].map(Number)
  }
  const signalAll = (signal: NodeJS.Signals) => {
    for (const pid of processes()) process.kill(pid, signal)
  }
  start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    freeze: () => signalAll('SIGSTOP'),
    thaw: () => signalAll('SIGCONT'),
    destroy: () => {
      try {
        stop()
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function uid(user: string, kind: 'u' | 'g' = 'u'): string {
  return execFileSync('id', [`-${kind}`, user], { encoding: 'utf8' }).trim()
}
