/**
 * Load from wrk (Debian's `wrk` package: `apt-get install wrk`), driven by bench/wrk.lua.
 *
 * Why not autocannon: on one core it parses compressed bodies at about half the rate of plain
 * text (9k against 18k answers a second of 15 KB), so against the page cache it measured itself,
 * with the server a third idle. wrk parses in C and stays below half a core at the cache's rate.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const SCRIPT = path.join(import.meta.dirname, 'wrk.lua')

export type LoadResult = {
  /** Answers a second. */
  rate: number
  /** Answers in all. */
  total: number
  p50Ms: number
  p99Ms: number
  /**
   * Answers by status, with `failed` for connections that broke or timed out; without
   * `countStatuses`, by `below 400` and `400 or above`.
   */
  statuses: Map<string, number>
}

export type LoadOptions = {
  connections: number
  seconds: number
  headers: Record<string, string>
  /** Request targets sent in turn, each a new address (a flood); else the URL's own. */
  paths?: readonly string[]
  /** Count every status (wrk then hands each answer to Lua: for clients that are not the limit). */
  countStatuses?: boolean
}

let pathFiles = 0

/** `url` under load for `seconds`, on one wrk thread (of the CPU this process is pinned to). */
export async function loadWithWrk(url: string, options: LoadOptions): Promise<LoadResult> {
  const env: NodeJS.ProcessEnv = { ...process.env }
  if (options.paths) {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'roster-wrk-')), `${pathFiles++}.txt`)
    writeFileSync(file, `${options.paths.join('\n')}\n`)
    env.WRK_PATHS = file
  }
  if (options.countStatuses) env.WRK_STATUSES = '1'
  const headers = Object.entries(options.headers).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ])
  const { stdout } = await run(
    'wrk',
    [
      '--threads=1',
      `--connections=${options.connections}`,
      `--duration=${options.seconds}s`,
      '--timeout=10s',
      `--script=${SCRIPT}`,
      ...headers,
      url,
    ],
    { env, maxBuffer: 1 << 20 },
  )
  const report = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
    requests: number
    duration: number
    connect: number
    read: number
    write: number
    timeout: number
    atLeast400: number
    p50: number
    p99: number
    statuses: Record<string, number>
  }
  const statuses = new Map<string, number>(
    options.countStatuses
      ? Object.entries(report.statuses)
      : ([
          ['below 400', report.requests - report.atLeast400],
          ['400 or above', report.atLeast400],
        ].filter(([, count]) => Number(count) > 0) as [string, number][]),
  )
  const failed = report.connect + report.read + report.write + report.timeout
  if (failed > 0) statuses.set('failed', failed)
  return {
    rate: report.requests / (report.duration / 1e6),
    total: report.requests,
    p50Ms: report.p50 / 1000,
    p99Ms: report.p99 / 1000,
    statuses,
  }
}
