/**
 * Traffic benchmark (issue 30): `npx tsx bench/traffic.ts` (BENCH_SECONDS=10, BENCH_ROUNDS=2,
 * BENCH_PORT=3503, BENCH_BASELINE_REV=09bde18, BENCH_BASELINE_DIR=../wt-base,
 * BENCH_CURRENT_DIR=.).
 *
 * Before and after in one run: "before" is the site built from BENCH_BASELINE_REV in a git
 * worktree of its own (created, and built once, when needed), "after" the site of
 * BENCH_CURRENT_DIR (the working tree; scripts/start.mjs builds it when its sources changed).
 * One server at a time, pinned to CPU 0, each with its own database; the load generator (wrk,
 * started from this process) on CPU 1. The builds alternate within a round and swap their
 * order every round. As a browser would ask:
 * - the clean home page beside the same with a click identifier, a campaign link and a 404;
 * - visitors on `/` while a second client sends addresses that differ in one value each time;
 * - renders per second of each page kind and the CPU each took (asked for as a frame, which the
 *   cache leaves to a render), a staff session outside draft mode, and the page cache's miss;
 * - the peak resident memory of each build's processes through all of it.
 * The load comes from wrk (bench/wrk.ts; `apt-get install wrk`).
 * Results go to docs/benchmarks.md (section "Traffic").
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { baselineFromEnv, describeCheckout, prepareBaseline } from './baseline'
import { runContext, writeSection } from './report'
import { startSiteServer, threadSchedule, type SiteServer } from './site-server'
import { staffToken } from './staff'
import { BENCH_HEADERS, BENCH_TARGETS, RENDER_PER_REQUEST, warmUp } from './targets'
import { loadWithWrk, type LoadResult } from './wrk'

const BASELINE = baselineFromEnv('BENCH', { revision: '09bde18', dir: '../wt-base', port: 3503 })
const PORT = BASELINE.port
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const BASELINE_DIR = BASELINE.dir
const CURRENT_DIR = path.resolve(process.env.BENCH_CURRENT_DIR ?? '.')
const CONNECTIONS = 32
const VISITORS = 24
const FLOOD_CONNECTIONS = 8
/** Renders are CPU-bound on one core: a few at once saturate it; more only hold memory. */
const RENDER_CONNECTIONS = 4
/** Issue 30's targets, for the current build. */
const MIN_SHARE_OF_CLEAN = 0.5
const MIN_SHARE_OF_CALM = 0.7
const MAX_VISITOR_P99_MS = 20
const MAX_RSS_MIB = 450
/** Item 6: whoever pays a render (a draft preview, a staff session, a miss) at twice the rate. */
const MIN_RENDER_GAIN = 2
const SERVER_CPU = 0
const LOAD_CPU = 1
/** Above this share of a run spent waiting for a CPU, other threads shaped the figures. */
const SHARED_MACHINE_WAIT = 0.1

/** A desktop Chrome's request for a page. */
const BROWSER = {
  ...BENCH_HEADERS,
  accept:
    'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}
/** A staff member browsing the site, outside draft mode. */
const STAFF = { ...BROWSER, cookie: 'payload-token=bench' }
/**
 * A staff member's draft preview on `server`, built from `dir`: their session, and draft mode on
 * (the cookie holds the build's preview id, as the preview route sets it).
 */
async function draftPreview(server: SiteServer, dir: string): Promise<Record<string, string>> {
  const token = await staffToken(server.base)
  const manifest = path.join(dir, '.next', 'prerender-manifest.json')
  const { previewModeId } = JSON.parse(readFileSync(manifest, 'utf8')).preview
  return { ...BROWSER, cookie: `payload-token=${token}; __prerender_bypass=${previewModeId}` }
}

const ADDRESSES = [
  { label: '`/`', path: '/', notFound: false },
  { label: '`/?fbclid=IwAR0abcdef`', path: '/?fbclid=IwAR0abcdef', notFound: false },
  {
    label: '`/women?utm_source=instagram&utm_medium=social`',
    path: '/women?utm_source=instagram&utm_medium=social',
    notFound: false,
  },
  { label: '`/no-such-page` (404)', path: '/no-such-page', notFound: true },
]
/** n counts up through the whole run, so no address is ever sent twice. */
let sent = 0
/** More new addresses than a flooding client can send in a run. */
const FLOOD_ADDRESSES = 400_000
const addresses = (address: (n: number) => string, count: number) =>
  Array.from({ length: count }, () => address(sent++))
const FLOODS: { label: string; address?: (n: number) => string }[] = [
  { label: 'nothing' },
  { label: '`/women?hair=x{n}`', address: (n) => `/women?hair=x${n}` },
  { label: '`/?utm_campaign=c{n}`', address: (n) => `/?utm_campaign=c${n}` },
  { label: '`/gone-{n}` (404s)', address: (n) => `/gone-${n}` },
]
const PAGE_KINDS = BENCH_TARGETS.filter((target) => /^\/(?!api|image)/.test(target.path))
/**
 * A book view nobody has asked for yet, different for each n (6,816 of them): a page cache miss,
 * as every page is at its first visit after a publish.
 */
const HAIR = ['', 'black', 'dark brown', 'brown', 'light brown', 'dark blonde', 'blonde', 'red']
const EYES = ['', 'brown', 'dark brown', 'hazel', 'green', 'blue', 'grey', 'amber']
/** More book views than a run renders. */
const MISS_ADDRESSES = 6_000
function newBookView(n: number): string {
  const params = new URLSearchParams({ heightMin: String(140 + (n % 71)) })
  const hair = HAIR[Math.floor(n / 71) % HAIR.length]!
  const eyes = EYES[Math.floor(n / (71 * HAIR.length)) % EYES.length]!
  if (hair) params.set('hair', hair)
  if (eyes) params.set('eyes', eyes)
  return `/women?${params}`
}

type Side = 'before' | 'after'
const SIDES: Side[] = ['before', 'after']
type Run = LoadResult & {
  /** CPU milliseconds the server's processes spent per answer. */
  cpuMs: number
}
type Results = {
  addresses: Run[][]
  floods: { visitors: Run; flood?: Run }[][]
  renders: Run[][]
  /** A staff member's draft preview of each page kind. */
  drafts: Run[][]
  /** A staff session outside draft mode asking for a book. */
  staff: Run[]
  /** Anonymous visitors each asking for a book view nobody asked for before. */
  misses: Run[]
  peakRss: number
  /** The peak before the renders: the cache's runs and the floods alone. */
  peakRssUntilRenders: number
  /** Per run, the share of it the server's event loop and the load generator waited for a CPU. */
  waits: { server: number; load: number }[]
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return Number.isInteger(middle)
    ? (sorted[middle - 1]! + sorted[middle]!) / 2
    : sorted[middle - 0.5]!
}
const whole = (value: number) => Math.round(value).toLocaleString('en-US')
const ms = (value: number) => `${value < 10 ? value.toFixed(1) : whole(value)} ms`
const percent = (share: number) => `${(share * 100).toFixed(0)} %`
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`

/** `url` under load, and the CPU the server spent on it. */
async function load(
  server: SiteServer,
  url: string,
  options: Omit<Parameters<typeof loadWithWrk>[1], 'seconds'>,
): Promise<Run> {
  const cpuBefore = server.cpuSeconds()
  const result = await loadWithWrk(url, { ...options, seconds: SECONDS })
  const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, result.total)
  return { ...result, cpuMs }
}

/** Visitors on `/`, beside a second client that sends a new address each request. */
async function flooded(server: SiteServer, address?: (n: number) => string) {
  const visitors = load(server, `${server.base}/`, { connections: VISITORS, headers: BROWSER })
  if (!address) return { visitors: await visitors }
  const flood = load(server, server.base, {
    connections: FLOOD_CONNECTIONS,
    headers: BROWSER,
    paths: addresses(address, FLOOD_ADDRESSES),
    countStatuses: true,
  })
  return { visitors: await visitors, flood: await flood }
}

/** One round of every measurement on one build, its server's memory sampled throughout. */
async function measure(side: Side, dir: string, into: Results): Promise<void> {
  const server: SiteServer = await startSiteServer(PORT, SERVER_CPU, dir, side === 'after')
  let peak = 0
  const sampler = setInterval(() => (peak = Math.max(peak, server.rss())), 250)
  const observed = async <T>(work: () => Promise<T>): Promise<T> => {
    const [started, serverBefore, loadBefore] = [
      performance.now(),
      server.schedule(),
      threadSchedule('self'),
    ]
    const result = await work()
    const elapsedNs = (performance.now() - started) * 1e6
    into.waits.push({
      server: (server.schedule().waitNs - serverBefore.waitNs) / elapsedNs,
      load: (threadSchedule('self').waitNs - loadBefore.waitNs) / elapsedNs,
    })
    return result
  }
  try {
    await warmUp(server.base)
    for (const { path: address } of ADDRESSES)
      for (let visit = 0; visit < 3; visit++)
        await fetch(`${server.base}${address}`, { headers: BROWSER })
    for (const [index, { path: address }] of ADDRESSES.entries())
      (into.addresses[index] ??= []).push(
        await observed(() =>
          load(server, `${server.base}${address}`, { connections: CONNECTIONS, headers: BROWSER }),
        ),
      )
    for (const [index, { address }] of FLOODS.entries())
      (into.floods[index] ??= []).push(await observed(() => flooded(server, address)))
    // Renders last: their memory is part of the section's peak, but not of the cache's runs.
    into.peakRssUntilRenders = Math.max(into.peakRssUntilRenders, peak)
    for (const [index, page] of PAGE_KINDS.entries())
      (into.renders[index] ??= []).push(
        await observed(() =>
          load(server, `${server.base}${page.path}`, {
            connections: RENDER_CONNECTIONS,
            headers: { ...BROWSER, ...RENDER_PER_REQUEST },
            countStatuses: true,
          }),
        ),
      )
    const previewing = await draftPreview(server, dir)
    for (const [index, page] of PAGE_KINDS.entries())
      (into.drafts[index] ??= []).push(
        await observed(() =>
          load(server, `${server.base}${page.path}`, {
            connections: RENDER_CONNECTIONS,
            headers: previewing,
            countStatuses: true,
          }),
        ),
      )
    into.staff.push(
      await observed(() =>
        load(server, `${server.base}/women`, {
          connections: RENDER_CONNECTIONS,
          headers: STAFF,
          countStatuses: true,
        }),
      ),
    )
    into.misses.push(
      await observed(() =>
        load(server, server.base, {
          connections: RENDER_CONNECTIONS,
          headers: BROWSER,
          paths: addresses(newBookView, MISS_ADDRESSES),
          countStatuses: true,
        }),
      ),
    )
  } finally {
    clearInterval(sampler)
    into.peakRss = Math.max(into.peakRss, peak)
    await server.stop()
  }
}

/**
 * Whether an answer is the one the address should get: a 404 for a made-up address, else a 2xx
 * or 3xx (wrk, not counting statuses, tells only below 400 from 400 or above).
 */
const expectedAnswer = (status: string, notFound: boolean) =>
  notFound ? status === '404' || status === '400 or above' : /^([23]\d\d|below 400)$/.test(status)

const statusList = (runs: Run[]) => {
  const total = new Map<string, number>()
  for (const run of runs)
    for (const [status, count] of run.statuses) total.set(status, (total.get(status) ?? 0) + count)
  return [...total].map(([status, count]) => `${status} ×${whole(count)}`).join(', ')
}
const rateOf = (runs: Run[]) => median(runs.map((run) => run.rate))
const p50Of = (runs: Run[]) => median(runs.map((run) => run.p50Ms))
const p99Of = (runs: Run[]) => median(runs.map((run) => run.p99Ms))
const cpuOf = (runs: Run[]) => median(runs.map((run) => run.cpuMs))

async function main(): Promise<void> {
  // Every thread of this process, and the wrk it starts, on the load generator's CPU.
  execFileSync('taskset', ['-acp', String(LOAD_CPU), String(process.pid)])
  prepareBaseline(BASELINE)
  const dirs: Record<Side, string> = { before: BASELINE_DIR, after: CURRENT_DIR }
  // A fresh database's first start seeds the demo (image generation): measure seeded servers.
  for (const side of SIDES)
    await (await startSiteServer(PORT, SERVER_CPU, dirs[side], side === 'after')).stop()
  const context = runContext('npm run bench (bench/traffic.ts)')
  const empty = (): Results => ({
    addresses: [],
    floods: [],
    renders: [],
    drafts: [],
    staff: [],
    misses: [],
    peakRss: 0,
    peakRssUntilRenders: 0,
    waits: [],
  })
  const results: Record<Side, Results> = { before: empty(), after: empty() }
  for (let round = 0; round < ROUNDS; round++)
    for (const side of round % 2 ? [...SIDES].reverse() : SIDES) {
      console.log(`Round ${round + 1} of ${ROUNDS}: ${side} (${dirs[side]})`)
      await measure(side, dirs[side], results[side])
    }

  const verdicts: string[] = []
  const verdict = (met: boolean, text: string) => {
    verdicts.push(`- ${text}: **${met ? 'met' : 'NOT met'}**`)
    console.log(`${met ? 'met' : 'NOT met'}: ${text}`)
  }

  const addressRows = ADDRESSES.map(({ label, notFound }, index) => {
    const cells = SIDES.map((side) => {
      const runs = results[side].addresses[index]!
      const share = rateOf(runs) / rateOf(results[side].addresses[0]!)
      return `${whole(rateOf(runs))} | ${ms(p50Of(runs))} | ${ms(p99Of(runs))} | ${percent(share)}`
    })
    const unexpected = SIDES.flatMap((side) => results[side].addresses[index]!).reduce(
      (sum, run) =>
        sum +
        [...run.statuses]
          .filter(([status]) => !expectedAnswer(status, notFound))
          .reduce((count, [, times]) => count + times, 0),
      0,
    )
    const answers = SIDES.map((side) => `${side}: ${statusList(results[side].addresses[index]!)}`)
    return `| ${label} | ${cells.join(' | ')} | ${unexpected} | ${answers.join('; ')} |`
  })
  const clean = rateOf(results.after.addresses[0]!)
  for (const [index, { label }] of ADDRESSES.entries())
    if (index > 0) {
      const share = rateOf(results.after.addresses[index]!) / clean
      verdict(
        share >= MIN_SHARE_OF_CLEAN,
        `${label} at least ${percent(MIN_SHARE_OF_CLEAN)} of the clean \`/\` rate (${percent(share)})`,
      )
    }

  const floodRows = FLOODS.map(({ label }, index) => {
    const cells = SIDES.map((side) => {
      const runs = results[side].floods[index]!
      const visitors = runs.map((run) => run.visitors)
      const floods = runs.flatMap((run) => (run.flood ? [run.flood] : []))
      const calm = rateOf(results[side].floods[0]!.map((run) => run.visitors))
      const its = floods.length ? `${whole(rateOf(floods))} req/s (${statusList(floods)})` : '-'
      return `${its} | ${whole(rateOf(visitors))} | ${ms(p99Of(visitors))} | ${percent(rateOf(visitors) / calm)}`
    })
    return `| ${label} | ${cells.join(' | ')} |`
  })
  const calm = rateOf(results.after.floods[0]!.map((run) => run.visitors))
  for (const [index, { label }] of FLOODS.entries()) {
    const visitors = results.after.floods[index]!.map((run) => run.visitors)
    if (index > 0) {
      const share = rateOf(visitors) / calm
      verdict(
        share >= MIN_SHARE_OF_CALM,
        `visitors under ${label} at least ${percent(MIN_SHARE_OF_CALM)} of their calm rate (${percent(share)})`,
      )
      verdict(
        p99Of(visitors) <= MAX_VISITOR_P99_MS,
        `visitors' p99 under ${label} at most ${MAX_VISITOR_P99_MS} ms (${ms(p99Of(visitors))})`,
      )
    }
  }

  /** A row of the renders table: each build's rate, p99, CPU per answer and answers. */
  const renderRow = (label: string, runsOf: (side: Results) => Run[]) => {
    const cells = SIDES.map((side) => {
      const runs = runsOf(results[side])
      return `${whole(rateOf(runs))} | ${ms(p99Of(runs))} | ${ms(cpuOf(runs))} | ${statusList(runs)}`
    })
    const gain = rateOf(runsOf(results.after)) / rateOf(runsOf(results.before))
    const cpuGain = cpuOf(runsOf(results.before)) / cpuOf(runsOf(results.after))
    return `| ${label} | ${cells.join(' | ')} | ${gain.toFixed(1)}x | ${cpuGain.toFixed(1)}x |`
  }
  /** Item 6's target on one of the requests that pay a render. */
  const renderGain = (label: string, runsOf: (side: Results) => Run[]) => {
    const gain = rateOf(runsOf(results.after)) / rateOf(runsOf(results.before))
    verdict(
      gain >= MIN_RENDER_GAIN,
      `${label} at least ${MIN_RENDER_GAIN}x the rate before (${gain.toFixed(1)}x)`,
    )
  }
  const payingRows = [
    ...PAGE_KINDS.map(({ name, path: address }, index) => {
      const label = `${name} (\`${address}\`), a staff member's draft preview`
      renderGain(label, (side) => side.drafts[index]!)
      return renderRow(label, (side) => side.drafts[index]!)
    }),
    renderRow(
      'a book page (`/women`) for a staff session outside draft mode (before: a render; after: the visitors’ page)',
      (side) => side.staff,
    ),
    renderRow(
      'a book view nobody asked for yet, anonymous (a page cache miss, as after a publish)',
      (side) => side.misses,
    ),
  ]
  renderGain('a staff session outside draft mode', (side) => side.staff)
  renderGain('a page cache miss', (side) => side.misses)
  const renderOnlyRows = PAGE_KINDS.map(({ name, path: address }, index) =>
    renderRow(`${name} (\`${address}\`), asked for as a frame`, (side) => side.renders[index]!),
  )
  verdict(
    results.after.peakRss <= MAX_RSS_MIB * 2 ** 20,
    `peak resident memory at most ${MAX_RSS_MIB} MiB (${mib(results.after.peakRss)})`,
  )

  const waited = SIDES.map((side) => {
    const { waits } = results[side]
    const server = waits.map((wait) => wait.server)
    const load = waits.map((wait) => wait.load)
    return {
      shared: median(server) > SHARED_MACHINE_WAIT || median(load) > SHARED_MACHINE_WAIT,
      text: `${side}: the server's event loop ${percent(median(server))} (at most ${percent(Math.max(...server))}), the load generator ${percent(median(load))} (at most ${percent(Math.max(...load))})`,
    }
  })
  console.log(
    `Waiting for a CPU, median share of a run: ${waited.map((side) => side.text).join('; ')}`,
  )

  await writeSection(
    'Traffic',
    [
      ...context,
      `- Before: ${describeCheckout(BASELINE_DIR)} (BENCH_BASELINE_REV ${BASELINE.revision}), built in a worktree of its own. After: ${describeCheckout(CURRENT_DIR)}${CURRENT_DIR === process.cwd() ? ', this working tree' : ` in \`${CURRENT_DIR}\``}.`,
      `- Each build served alone (\`scripts/start.mjs\`, a seeded SQLite database of its own) pinned to CPU ${SERVER_CPU}; wrk on CPU ${LOAD_CPU} (one thread), ${SECONDS} s a run, \`Accept-Encoding: gzip, deflate, br\` and a desktop Chrome's \`accept\` and \`user-agent\`; medians of ${ROUNDS} round${ROUNDS === 1 ? '' : 's'}, the builds alternating and swapping their order every round.`,
      '',
      '### Addresses a page does not read',
      '',
      `${CONNECTIONS} connections. "of \`/\`": the row's rate as a share of the clean \`/\` rate of the same build`,
      `(target, after: at least ${percent(MIN_SHARE_OF_CLEAN)}). A 3xx counts as an answer, and a 404 as the only right one for`,
      '`/no-such-page`; "unexpected" counts the other answers, failures and timeouts of both builds.',
      '',
      '| request | before, req/s | p50 | p99 | of `/` | after, req/s | p50 | p99 | of `/` | unexpected | answers |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...addressRows,
      '',
      '### Visitors under a flood of new addresses',
      '',
      `Visitors ask for \`/\` on ${VISITORS} connections while a second client, on ${FLOOD_CONNECTIONS} more, sends addresses differing in`,
      'one value each request (n counts up). Targets, after: the visitors at least',
      `${percent(MIN_SHARE_OF_CALM)} of their rate with no flood, their p99 at most ${MAX_VISITOR_P99_MS} ms.`,
      '',
      "| what the second client sends | before: its rate (answers) | visitors' req/s | visitors' p99 | of calm | after: its rate (answers) | visitors' req/s | visitors' p99 | of calm |",
      '|---|---|---|---|---|---|---|---|---|',
      ...floodRows,
      '',
      '### Renders',
      '',
      `Answers per second on ${RENDER_CONNECTIONS} connections, and the server's CPU per answer (read from /proc: the steadier figure on a shared machine), for the requests that pay a render (item 6; target, after: at least ${MIN_RENDER_GAIN}x the rate before): a staff member's draft preview (signed in, draft mode on), a staff member browsing the site outside draft mode, and the page cache's own miss (the render, its scripts hashed, compressed for keeping):`,
      '',
      '| request | before, answers/s | p99 | CPU each | answers | after, answers/s | p99 | CPU each | answers | rate after / before | CPU before / after |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...payingRows,
      '',
      "Next's render of a visitor's page alone, for reference: the page asked for as a frame, which the page cache leaves to a render (Next's whole answer, from the data cache, as for any page it does not keep). No target: what remains of it is React's and Next's own work for this markup (decision 31).",
      '',
      '| request | before, answers/s | p99 | CPU each | answers | after, answers/s | p99 | CPU each | answers | rate after / before | CPU before / after |',
      '|---|---|---|---|---|---|---|---|---|---|---|',
      ...renderOnlyRows,
      '',
      `Peak resident memory of the server's processes through the section: before ${mib(results.before.peakRss)}, after **${mib(results.after.peakRss)}** (target at most ${MAX_RSS_MIB} MiB); until the renders: before ${mib(results.before.peakRssUntilRenders)}, after ${mib(results.after.peakRssUntilRenders)}.`,
      '',
      '### Targets (after)',
      '',
      ...verdicts,
      '',
      `Time spent runnable but waiting for a CPU, the median share of a run (read from \`/proc/<pid>/schedstat\`): ${waited.map((side) => side.text).join('; ')}.`,
      ...(waited.some((side) => side.shared)
        ? [
            `**The CPU was shared**: other threads took more than ${percent(SHARED_MACHINE_WAIT)} of the time in a typical run: other programs, or the server's own (its compression runs in the libuv pool, pinned to the same CPU). Where it is the first, the rates and latencies are the machine's as much as the site's: run again on a quiet machine before reading a target off them.`,
          ]
        : []),
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
