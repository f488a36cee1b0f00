/**
 * Render benchmark: `npx tsx bench/render.ts` (BENCH_SECONDS=10, BENCH_CONNECTIONS=32,
 * BENCH_ROUNDS=3, RENDER_BASELINE=09bde18, RENDER_BASELINE_DIR=../roster-render-baseline).
 *
 * What one render of the home, book and talent pages costs: every request here renders, as for a
 * staff session, a draft preview or the first visit after a publish (RENDER_PER_REQUEST). This
 * checkout and the baseline commit (where issue 30 started, decision 0031), each in a worktree of
 * its own, run side by side, both pinned to CPU 0 and the load generator on CPU 1, taking turns
 * run by run so that both meet the same machine. Each run gives:
 * - renders per second, as autocannon counts them (the target: twice the baseline's);
 * - CPU milliseconds per render, from /proc: what the server itself spent, which other work on
 *   CPU 0 (a shared machine) does not inflate.
 * Results go to docs/benchmarks.md (section "Render cost").
 */
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { runContext, writeSection } from './report'
import { startSiteServer, type SiteServer } from './site-server'
import { BENCH_TARGETS, RENDER_PER_REQUEST, warmUp } from './targets'

const PORT = Number(process.env.BENCH_PORT ?? 3600)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const BASELINE = process.env.RENDER_BASELINE ?? '09bde18'
const BASELINE_DIR = path.resolve(process.env.RENDER_BASELINE_DIR ?? '../roster-render-baseline')
/** Issue 30, item 6: at least twice the baseline's renders per second, for every kind of page. */
const MIN_RATIO = 2
const SERVER_CPU = 0
const LOAD_CPU = 1

const PAGES = BENCH_TARGETS.filter(
  (target) => !target.path.startsWith('/api') && !target.path.startsWith('/image'),
)

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

type Run = { rate: number; cpuMs: number; errors: number }
type Side = { name: string; server: SiteServer; runs: Map<string, Run[]> }

/** The baseline's worktree, made (and built on its first start) when it is not there yet. */
function baselineCheckout(): string {
  if (!existsSync(BASELINE_DIR)) {
    execFileSync('git', ['worktree', 'add', '--detach', BASELINE_DIR, BASELINE], {
      stdio: 'inherit',
    })
    // Hard links: the same packages, no download, next to no disk.
    execFileSync('cp', ['-al', path.resolve('node_modules'), BASELINE_DIR])
  }
  return BASELINE_DIR
}

async function load(server: SiteServer, pagePath: string, seconds = SECONDS): Promise<Run> {
  const cpuBefore = server.cpuSeconds()
  const result = await autocannon({
    url: `${server.base}${pagePath}`,
    connections: CONNECTIONS,
    duration: seconds,
    headers: RENDER_PER_REQUEST,
  })
  const cpuMs = (server.cpuSeconds() - cpuBefore) * 1000
  return {
    rate: result.requests.average,
    cpuMs: cpuMs / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** Fails unless a staff request really renders: the page cache neither answers nor keeps it. */
async function assertRendersEachTime(server: SiteServer, pagePath: string): Promise<void> {
  const answer = await fetch(`${server.base}${pagePath}`, { headers: RENDER_PER_REQUEST })
  await answer.arrayBuffer()
  if (!answer.ok || answer.headers.has('x-roster-cache'))
    throw new Error(`${pagePath} is not rendered per request (status ${answer.status})`)
}

async function main(): Promise<void> {
  execFileSync('taskset', ['-cp', String(LOAD_CPU), String(process.pid)])
  const context = runContext('npm run bench (bench/render.ts)')
  const checkout = baselineCheckout()
  const sides: Side[] = [
    {
      name: `baseline (${BASELINE})`,
      server: await startSiteServer(PORT + 1, SERVER_CPU, checkout),
    },
    { name: 'this commit', server: await startSiteServer(PORT, SERVER_CPU) },
  ].map((side) => ({ ...side, runs: new Map() }))
  try {
    for (const { server } of sides) {
      await warmUp(server.base)
      // The code paths compiled before counting: a server's first renders are slower.
      for (const target of PAGES) {
        await assertRendersEachTime(server, target.path)
        await load(server, target.path, 3)
      }
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const target of PAGES) {
        // Alternating who goes first, so neither always meets the other's leftovers.
        const order = round % 2 === 0 ? sides : [...sides].reverse()
        for (const side of order) {
          const run = await load(side.server, target.path)
          side.runs.set(target.name, [...(side.runs.get(target.name) ?? []), run])
          console.log(
            `${target.name}, ${side.name}: ${run.rate.toFixed(1)} renders/s, ${run.cpuMs.toFixed(1)} ms CPU each`,
          )
        }
      }
    }
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()))
  }

  const [before, after] = sides as [Side, Side]
  let everyKindMet = true
  const rows = PAGES.map((target) => {
    const runsBefore = before.runs.get(target.name)!
    const runsAfter = after.runs.get(target.name)!
    const rateBefore = median(runsBefore.map((run) => run.rate))
    const rateAfter = median(runsAfter.map((run) => run.rate))
    const cpuBefore = median(runsBefore.map((run) => run.cpuMs))
    const cpuAfter = median(runsAfter.map((run) => run.cpuMs))
    const ratio = rateAfter / rateBefore
    everyKindMet &&= ratio >= MIN_RATIO
    const errors = [...runsBefore, ...runsAfter].reduce((sum, run) => sum + run.errors, 0)
    return `| ${target.name} | \`${target.path}\` | ${rateBefore.toFixed(1)} | ${rateAfter.toFixed(1)} | **${ratio.toFixed(2)}x** | ${cpuBefore.toFixed(1)} ms | ${cpuAfter.toFixed(1)} ms | ${(cpuBefore / cpuAfter).toFixed(2)}x | ${errors} |`
  })
  await writeSection(
    'Render cost',
    [
      ...context,
      `- Baseline: ${BASELINE}, where issue 30 started, built in its own worktree and served beside this commit.`,
      `- Both servers pinned to CPU ${SERVER_CPU}, load generator (autocannon, ${CONNECTIONS} connections, ${SECONDS} s a run) on CPU ${LOAD_CPU}; every request carries a staff session's cookie, so each one is a render; medians of ${ROUNDS} rounds, the two servers taking turns.`,
      '',
      'Renders per second on one core, before and after, and their ratio (target: at least',
      `${MIN_RATIO}x for every kind of page). CPU per render is what the server process itself spent,`,
      'from /proc: on a machine shared with other work it is the steadier of the two figures.',
      '',
      '| page | path | before, renders/s | after, renders/s | after / before | before, CPU per render | after, CPU per render | CPU before / after | errors |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
      '',
      `Every kind of page at least ${MIN_RATIO}x the baseline's rate: **${everyKindMet ? 'yes' : 'no'}**.`,
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
