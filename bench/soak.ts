/**
 * Soak benchmark: `npx tsx bench/soak.ts` (BENCH_SOAK_SECONDS=600, BENCH_CONNECTIONS=50).
 *
 * Serves the production build (bench/site-server.ts), finds the most the site answers for a mix
 * of the page benchmark's targets (each connection cycles through them) in 30 s, then holds half
 * of that rate for ten minutes while sampling the resident memory and open files of the server's
 * processes every 5 s. The site passes when no request fails and memory at the end (median of
 * the last minute) is at most 10 % above memory at the start (median of the first minute).
 * Results go to docs/benchmarks.md (section "Soak"); a failed run exits with status 1.
 */
import autocannon from 'autocannon'

import { runContext, writeSection } from './report'
import { startSiteServer, type SiteServer } from './site-server'
import { BENCH_HEADERS, BENCH_TARGETS, warmUp } from './targets'

const PORT = Number(process.env.BENCH_PORT ?? 3501)
const SOAK_SECONDS = Number(process.env.BENCH_SOAK_SECONDS ?? 600)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const PROBE_SECONDS = 30
const SAMPLE_EVERY_MS = 5000
const WINDOW_MS = 60_000
/** The bound: no memory growth beyond 10 % over the soak. */
const MAX_GROWTH = 0.1

type Sample = { readonly atMs: number; readonly rss: number; readonly openFiles: number }

const mix = BENCH_TARGETS.map((target) => ({ path: target.path, headers: BENCH_HEADERS }))
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
const errorsOf = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

async function soak(server: SiteServer, rate: number) {
  const samples: Sample[] = []
  const startedAt = Date.now()
  const sample = () =>
    samples.push({
      atMs: Date.now() - startedAt,
      rss: server.rss(),
      openFiles: server.openFiles(),
    })
  sample()
  const timer = setInterval(sample, SAMPLE_EVERY_MS)
  try {
    const result = await autocannon({
      url: server.base,
      requests: mix,
      connections: CONNECTIONS,
      overallRate: rate,
      duration: SOAK_SECONDS,
    })
    return { result, samples }
  } finally {
    clearInterval(timer)
    sample()
  }
}

async function main(): Promise<void> {
  const server = await startSiteServer(PORT)
  try {
    await warmUp(server.base)
    const context = runContext('npm run bench (bench/soak.ts)')
    const probe = await autocannon({
      url: server.base,
      requests: mix,
      connections: CONNECTIONS,
      duration: PROBE_SECONDS,
    })
    const maximum = probe.requests.average
    const rate = Math.max(1, Math.round(maximum / 2))
    console.log(`mix maximum ${Math.round(maximum)} req/s; soaking at ${rate} req/s`)
    const { result, samples } = await soak(server, rate)
    const first = samples.filter((s) => s.atMs <= WINDOW_MS)
    const last = samples.filter((s) => s.atMs >= SOAK_SECONDS * 1000 - WINDOW_MS)
    const startRss = median(first.map((s) => s.rss))
    const endRss = median(last.map((s) => s.rss))
    const growth = endRss / startRss - 1
    const errors = errorsOf(probe) + errorsOf(result)
    const passed = errors === 0 && growth <= MAX_GROWTH
    const row = (label: string, run: autocannon.Result) =>
      `| ${label} | ${Math.round(run.requests.average)} | ${run.latency.p50} ms | ${run.latency.p99} ms | ${run.requests.total} | ${errorsOf(run)} |`
    await writeSection(
      'Soak',
      [
        ...context,
        '',
        `Targets: ${BENCH_TARGETS.map((target) => target.name).join(', ')}, each connection`,
        `cycling through them (${CONNECTIONS} connections). First the most the site answers in`,
        `${PROBE_SECONDS} s, then half of that rate for ${SOAK_SECONDS / 60} minutes, sampling the`,
        'resident memory and open files of the server and its child processes every 5 s.',
        '',
        '| run | requests/s | p50 | p99 | requests | errors |',
        '|---|---|---|---|---|---|',
        row(`maximum (${PROBE_SECONDS} s)`, probe),
        row(`soak at ${rate} req/s (${SOAK_SECONDS} s)`, result),
        '',
        '| memory | first minute (median) | last minute (median) | growth | highest |',
        '|---|---|---|---|---|',
        `| resident | ${mib(startRss)} | ${mib(endRss)} | ${(growth * 100).toFixed(1)} % | ${mib(Math.max(...samples.map((s) => s.rss)))} |`,
        '',
        `Open files: ${median(first.map((s) => s.openFiles))} at the start, ${median(last.map((s) => s.openFiles))} at the end.`,
        '',
        `Verdict: **${passed ? 'passed' : 'FAILED'}** (${errors} errors; memory growth ${(growth * 100).toFixed(1)} % against a bound of ${MAX_GROWTH * 100} %).`,
      ].join('\n'),
    )
    console.log(passed ? 'soak passed' : 'soak FAILED')
    if (!passed) process.exitCode = 1
  } finally {
    server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
