/**
 * The built site as the load benchmarks drive it: `scripts/start.mjs` (builds when the sources
 * changed) on 127.0.0.1 with a seeded database of its own in data/bench of the checkout it serves.
 */
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { SERVER_PROCESS_ENV, serverCommand } from '../scripts/server-process.mjs'

export type SiteServer = {
  readonly base: string
  /** Resident memory of the server and every process it started, in bytes. */
  rss(): number
  /** Open file descriptors of the same processes. */
  openFiles(): number
  /**
   * Nanoseconds the server's main thread (its event loop) has run on a CPU, and waited for one
   * while runnable: on a shared machine, the second is time other programs took from it.
   */
  schedule(): { runNs: number; waitNs: number }
  /** CPU time the same processes have used so far, user and system, in seconds. */
  cpuSeconds(): number
  /** Stops the server; resolves once it has exited. */
  stop(): Promise<void>
}

/**
 * @param cpu pins the server to this CPU (taskset), so a load generator on another one measures
 *   the server alone
 * @param cwd the checkout to serve, with its own build and database (another revision in a git
 *   worktree, for a before-and-after benchmark)
 * @param startedAsThisTree with this tree's process settings (scripts/server-process.mjs); an
 *   older revision is started as its own `npm start` did, with none
 * @param env more environment for the server; DATA_DIR replaces data/bench
 */
export async function startSiteServer(
  port: number,
  cpu?: number,
  cwd: string = process.cwd(),
  startedAsThisTree = true,
  env: Record<string, string> = {},
): Promise<SiteServer> {
  const base = `http://127.0.0.1:${port}`
  const args = ['--port', String(port), '--hostname', '127.0.0.1']
  const command = startedAsThisTree
    ? serverCommand(args)
    : [process.execPath, 'scripts/start.mjs', ...args]
  const pinned = cpu === undefined ? command : ['taskset', '-c', String(cpu), ...command]
  const server = spawn(pinned[0]!, pinned.slice(1), {
    cwd,
    env: {
      ...process.env,
      ...(startedAsThisTree ? SERVER_PROCESS_ENV : {}),
      DATA_DIR: path.resolve(cwd, 'data/bench'),
      DATABASE_URL: '',
      SITE_URL: base,
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  await waitForServer(
    base,
    Date.now() + 900_000,
    () => server.exitCode !== null || server.signalCode !== null,
  )
  const tree = () => processTree(server.pid!)
  return {
    base,
    rss: () => tree().reduce((sum, pid) => sum + residentBytes(pid), 0),
    openFiles: () => tree().reduce((sum, pid) => sum + openFileCount(pid), 0),
    schedule: () => threadSchedule(server.pid!),
    cpuSeconds: () => tree().reduce((sum, pid) => sum + cpuSecondsOf(pid), 0),
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill('SIGTERM')
      }),
  }
}

async function waitForServer(base: string, deadline: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadline) {
    // A failed build or a port still taken: no use waiting out the deadline.
    if (exited()) throw new Error('The server exited before it answered')
    try {
      if ((await fetch(`${base}/api/_build`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('The server did not start in time')
}

/** `root` and its descendants, from /proc (Linux only, like the rest of the bench). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Field 4 of /proc/<pid>/stat is the parent; the name before it may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // The process ended while we looked.
    }
  }
  const tree = [root]
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]!) ?? []))
  return tree
}

function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
  } catch {
    return 0
  }
}

/** /proc/<pid>/schedstat: time on a CPU, time waiting on a run queue, timeslices. */
export function threadSchedule(pid: number | 'self'): { runNs: number; waitNs: number } {
  try {
    const [runNs = 0, waitNs = 0] = readFileSync(`/proc/${pid}/schedstat`, 'utf8')
      .split(' ')
      .map(Number)
    return { runNs, waitNs }
  } catch {
    return { runNs: 0, waitNs: 0 }
  }
}

/** Clock ticks a second of /proc's CPU times: 100 on every Linux the bench runs on. */
const CLOCK_TICKS = 100

function cpuSecondsOf(pid: number): number {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat: user and system time, in clock ticks.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
  } catch {
    return 0
  }
}

function openFileCount(pid: number): number {
  try {
    return readdirSync(`/proc/${pid}/fd`).length
  } catch {
    return 0
  }
}
