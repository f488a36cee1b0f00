/**
 * Page benchmark: `npx tsx bench/pages.ts` (BENCH_SECONDS=15, BENCH_CONNECTIONS=32,
 * BENCH_ROUNDS=3).
 *
 * Serves the production build (bench/site-server.ts) pinned to CPU 0, the load generator on CPU 1.
 * For the home page, a book, a talent and the page API, with a browser's Accept-Encoding:
 * - the site as visitors get it, from its page cache;
 * - beside it, alternating, a bare node:http server (bench/plain-server.mjs, also on CPU 0)
 *   sending the same compressed bytes from memory, and the ratio of the two (medians of the
 *   rounds);
 * - once, the old path: a render per request, as a page the cache does not keep gets;
 * - the peak resident memory of the site's processes over the whole run.
 * Also the HTML and JavaScript a first visit downloads. Results go to docs/benchmarks.md
 * (section "Pages").
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { randomBytes } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

import { getOnTheWire } from '../tests/helpers/get-on-the-wire'
import { runContext, writeSection } from './report'
import { startSiteServer } from './site-server'
import { BENCH_HEADERS, BENCH_TARGETS, RENDER_PER_REQUEST, warmUp } from './targets'
import { loadWithWrk } from './wrk'

const PORT = Number(process.env.BENCH_PORT ?? 3500)
const PLAIN_PORT = PORT + 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** The issue's targets: at least 40 % of the plain server; at most 450 MiB resident. */
const MIN_RATIO = 0.4
const MAX_RSS_MIB = 450
const SERVER_CPU = 0
const LOAD_CPU = 1

const PAGES = BENCH_TARGETS.filter((target) => !target.path.startsWith('/image'))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

type Run = { rate: number; p50: number; p99: number; errors: number }

async function load(url: string, headers: Record<string, string>): Promise<Run> {
  const result = await loadWithWrk(url, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers,
  })
  return {
    rate: result.rate,
    p50: result.p50Ms,
    p99: result.p99Ms,
    errors: result.total - (result.statuses.get('below 400') ?? 0),
  }
}

/**
 * The bytes of a page's HTML, and of the script files it loads as sent to a browser: the
 * `<script src>` tags of a page rendered per request, the loader's list on a cached page.
 */
async function weigh(base: string, pagePath: string) {
  const html = await (await fetch(`${base}${pagePath}`, { headers: BENCH_HEADERS })).text()
  // A browser that runs modules never fetches the `noModule` polyfill.
  const sources = [
    ...html.matchAll(/"src":"(\/_next\/[^"]+)","module":(?:true|false),"noModule":false/g),
    ...html.matchAll(/<script(?![^>]*noModule)[^>]+src="([^"]+)"/g),
  ]
  const scripts = new Set(sources.map((match) => match[1]!))
  let js = 0
  for (const src of scripts) js += (await getOnTheWire(`${base}${src}`, BENCH_HEADERS)).body.length
  return { htmlRaw: Buffer.byteLength(html), scripts: scripts.size, js }
}

/** Each page's answer exactly as the site sends it to a browser, for the plain server. */
async function recordAnswers(base: string): Promise<string> {
  const answers: Record<string, unknown> = {}
  for (const target of PAGES) {
    const { status, headers, body } = await getOnTheWire(`${base}${target.path}`, BENCH_HEADERS)
    delete headers['connection']
    delete headers['keep-alive']
    delete headers['date']
    answers[target.path] = { status, headers, body: body.toString('base64') }
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'roster-bench-')), 'answers.json')
  writeFileSync(file, JSON.stringify(answers))
  return file
}

async function startPlainServer(file: string) {
  const server = spawn(
    'taskset',
    [
      '-c',
      String(SERVER_CPU),
      process.execPath,
      'bench/plain-server.mjs',
      String(PLAIN_PORT),
      file,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  await new Promise((resolve) => server.stdout.once('data', resolve))
  return server
}

/**
 * The alternative decision 13 turned down: a nonce written into the cached bytes per answer,
 * which then need compressing per answer. Its CPU cost per answer, on the home page as rendered
 * per request (its nonces are the placeholder).
 */
async function nonceRewriteCosts(base: string): Promise<string[]> {
  const html = await (await fetch(`${base}/`, { headers: RENDER_PER_REQUEST })).text()
  const nonce = /nonce="([^"]+)"/.exec(html)![1]!
  const perAnswer = (make: () => unknown) => {
    for (let warm = 0; warm < 20; warm++) make()
    const runs = 200
    const started = performance.now()
    for (let run = 0; run < runs; run++) make()
    return ((performance.now() - started) / runs) * 1000
  }
  const fresh = () => html.replaceAll(nonce, randomBytes(16).toString('base64'))
  const costs: [string, number][] = [
    ['write a fresh nonce, send uncompressed', perAnswer(fresh)],
    ['write a fresh nonce, gzip level 1', perAnswer(() => gzipSync(fresh(), { level: 1 }))],
    ['write a fresh nonce, gzip level 6', perAnswer(() => gzipSync(fresh(), { level: 6 }))],
    [
      'write a fresh nonce, brotli quality 4',
      perAnswer(() =>
        brotliCompressSync(fresh(), { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } }),
      ),
    ],
    ['hashes (chosen): send the stored bytes', 0],
  ]
  return costs.map(
    ([way, micros]) =>
      `| ${way} | ${micros.toFixed(0)} µs | ${micros > 0 ? Math.round(1e6 / micros) : '-'} |`,
  )
}

async function main(): Promise<void> {
  execFileSync('taskset', ['-cp', String(LOAD_CPU), String(process.pid)])
  // The first start of a fresh database seeds the demo (image generation), whose memory would
  // count against the cache's: measure a server started on the seeded database, as in production.
  await (await startSiteServer(PORT, SERVER_CPU)).stop()
  const server = await startSiteServer(PORT, SERVER_CPU)
  let peakRss = 0
  let cachedPeakRss = 0
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rss())), 250)
  try {
    await warmUp(server.base)
    const context = runContext('npm run bench (bench/pages.ts)')
    const plain = await startPlainServer(await recordAnswers(server.base))
    const weights: string[] = []
    const rows: string[] = []
    let everyRatioMet = true
    try {
      const results = []
      for (const target of PAGES) {
        const cached: Run[] = []
        const bare: Run[] = []
        for (let round = 0; round < ROUNDS; round++) {
          cached.push(await load(`${server.base}${target.path}`, BENCH_HEADERS))
          bare.push(await load(`http://127.0.0.1:${PLAIN_PORT}${target.path}`, BENCH_HEADERS))
        }
        results.push({ target, cached, bare })
      }
      cachedPeakRss = peakRss
      // The old path last: its renders must not count against the cache's memory.
      for (const { target, cached, bare } of results) {
        const rendered = await load(`${server.base}${target.path}`, RENDER_PER_REQUEST)
        const site = median(cached.map((run) => run.rate))
        const yardstick = median(bare.map((run) => run.rate))
        const ratio = site / yardstick
        everyRatioMet &&= ratio >= MIN_RATIO
        const errors = [...cached, ...bare, rendered].reduce((sum, run) => sum + run.errors, 0)
        rows.push(
          `| ${target.name} | ${Math.round(site)} | ${median(cached.map((run) => run.p99)).toFixed(1)} ms | ${Math.round(yardstick)} | **${(ratio * 100).toFixed(0)} %** | ${Math.round(rendered.rate)} | ${(site / rendered.rate).toFixed(1)}x | ${errors} |`,
        )
        console.log(rows.at(-1))
        if (!target.path.startsWith('/api')) {
          const weight = await weigh(server.base, target.path)
          weights.push(
            `| ${target.name} | \`${target.path}\` | ${kb(weight.htmlRaw)} | ${weight.scripts} | ${kb(weight.js)} |`,
          )
        }
      }
    } finally {
      plain.kill()
    }
    const alternatives = await nonceRewriteCosts(server.base)
    const memoryMet = cachedPeakRss <= MAX_RSS_MIB * 2 ** 20
    await writeSection(
      'Pages',
      [
        ...context,
        `- Server pinned to CPU ${SERVER_CPU}, load generator (wrk, ${CONNECTIONS} connections, ${SECONDS} s a run, \`Accept-Encoding: gzip, deflate, br\`) on CPU ${LOAD_CPU}; medians of ${ROUNDS} rounds, the site and the plain server alternating.`,
        '',
        '### Throughput',
        '',
        'The site from its page cache; a bare `node:http` server sending the same compressed bytes',
        'from memory (bench/plain-server.mjs) and the site as a share of it (target: at least',
        `${MIN_RATIO * 100} %); the old path, a render per request (what a page the cache does not keep still gets), and how`,
        'many times faster the cache is. Errors count failed, timed-out and non-2xx answers of every run.',
        '',
        '| page | site, req/s | site p99 | plain server, req/s | site / plain | render per request, req/s | cache / render | errors |',
        '|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        `Every page at or above ${MIN_RATIO * 100} % of the plain server: **${everyRatioMet ? 'yes' : 'no'}**.`,
        `Peak resident memory of the site's processes while the pages were served from the cache: **${mib(cachedPeakRss)}** (target at most ${MAX_RSS_MIB} MiB: ${memoryMet ? 'met' : 'not met'}); with the old path's renders after it: ${mib(peakRss)}.`,
        '',
        '### A nonce per answer instead (decision 13)',
        '',
        `Extra CPU per answer for the home page (${'`/`'}), in this process, and the most answers one core could`,
        'send at that cost alone:',
        '',
        '| way | per answer | answers/s on one core at most |',
        '|---|---|---|',
        ...alternatives,
        '',
        '### What a first visit downloads',
        '',
        'HTML as served (uncompressed); JavaScript: every script file the page loads, as sent to a',
        'browser (compressed as it asks).',
        '',
        '| page | path | HTML | scripts | JavaScript sent |',
        '|---|---|---|---|---|',
        ...weights,
      ].join('\n'),
    )
  } finally {
    clearInterval(sampler)
    await server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
