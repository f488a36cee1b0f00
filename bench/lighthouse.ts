/**
 * Lighthouse benchmark: `npx tsx bench/lighthouse.ts` (LIGHTHOUSE_RUNS=3, LIGHTHOUSE_PORT=3403).
 *
 * Serves the production build (bench/site-server.ts, its own seeded data in data/bench), then
 * runs Lighthouse's default mobile audit (simulated throttling: slow 4G, 4x CPU slowdown) in
 * Debian's Chromium, headless, on every page kind: home, book, talent, form (submit, contact) and text pages. Each page is
 * audited LIGHTHOUSE_RUNS times in a fresh tab; the table gives the median run (by performance).
 * Results go to docs/benchmarks.md (section "Lighthouse (mobile)").
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'

import { runContext, writeSection } from './report'
import { startSiteServer } from './site-server'

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3403)
const DEBUGGING_PORT = PORT + 1
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

const PAGES = [
  { name: 'home page', path: '/' },
  { name: 'book page', path: '/women' },
  { name: 'talent page', path: '/women/lena-vogel' },
  { name: 'submit page', path: '/submit' },
  { name: 'contact page', path: '/contact' },
  { name: 'text page', path: '/accessibility' },
] as const

/** The flags of the end-to-end config (playwright.config.ts): nothing reaches the internet. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

async function startChromium(): Promise<{ stop(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'roster-lighthouse-'))
  const chromium = spawn(
    CHROMIUM,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${DEBUGGING_PORT}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  const exited = new Promise((resolve) => chromium.once('exit', resolve))
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${DEBUGGING_PORT}/json/version`)).ok) break
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    async stop() {
      chromium.kill('SIGTERM')
      // Chromium writes its profile until it has exited; remove the folder after.
      await exited
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 })
    },
  }
}

/**
 * Fills the caches a visitor would find warm, as the load benchmarks do: the page (three
 * requests), and every width of its eagerly loaded pictures in the format Chromium asks for, so
 * the proxy's first AVIF encoding is not what the audit times.
 */
async function warmUp(url: string): Promise<void> {
  let html = ''
  for (let round = 0; round < 3; round++) html = await (await fetch(url)).text()
  const eager = [...html.matchAll(/<img\b[^>]*loading="eager"[^>]*>/g)].map(([tag]) => tag)
  const addresses = eager.flatMap((tag) =>
    (/srcSet="([^"]+)"/.exec(tag)?.[1] ?? '').split(',').map((item) => item.trim().split(' ')[0]!),
  )
  for (const address of addresses.filter(Boolean))
    await fetch(new URL(address.replaceAll('&amp;', '&'), url), {
      headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' },
    }).then((response) => response.arrayBuffer())
}

type Run = { scores: Record<(typeof CATEGORIES)[number], number>; lhr: Result }

async function audit(url: string): Promise<Run> {
  const result = await lighthouse(url, {
    port: DEBUGGING_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
  })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`)
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lhr,
  }
}

const seconds = (lhr: Result, id: string) =>
  `${((lhr.audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`
const milliseconds = (lhr: Result, id: string) =>
  `${Math.round(lhr.audits[id]?.numericValue ?? 0)} ms`

/** Script bytes as Lighthouse saw them cross the network (transfer size, headers included). */
function scriptKiB(lhr: Result): string {
  const details = lhr.audits['network-requests']?.details as
    { items?: { resourceType?: string; transferSize?: number }[] } | undefined
  const bytes = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return `${(bytes / 1024).toFixed(1)} KiB`
}

/** The audits that cost points outside performance, for the notes under the table. */
function failedAudits(lhr: Result): string[] {
  return CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${lhr.audits[ref.id]?.title ?? ref.id}`),
  )
}

async function main(): Promise<void> {
  const server = await startSiteServer(PORT)
  let chromium: Awaited<ReturnType<typeof startChromium>> | undefined
  try {
    chromium = await startChromium()
    for (const page of PAGES) await warmUp(server.base + page.path)
    const context = runContext('npm run bench (bench/lighthouse.ts)')
    const rows: string[] = []
    const notes: string[] = []
    let version = ''
    for (const page of PAGES) {
      const runs: Run[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await audit(server.base + page.path))
      runs.sort((a, b) => a.scores.performance - b.scores.performance)
      const median = runs[Math.floor(runs.length / 2)]!
      const { scores, lhr } = median
      version = lhr.lighthouseVersion
      const performances = runs.map((run) => run.scores.performance).join(', ')
      rows.push(
        `| ${page.name} | \`${page.path}\` | ${scores.performance} (${performances}) | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${seconds(lhr, 'first-contentful-paint')} | ${seconds(lhr, 'largest-contentful-paint')} | ${milliseconds(lhr, 'total-blocking-time')} | ${milliseconds(lhr, 'server-response-time')} | ${scriptKiB(lhr)} |`,
      )
      console.log(rows.at(-1))
      for (const failed of failedAudits(lhr)) notes.push(`- ${page.name}: ${failed}`)
    }
    await writeSection(
      'Lighthouse (mobile)',
      [
        ...context,
        `- Lighthouse ${version}, default mobile settings (simulated throttling), ${RUNS} runs per page; Chromium \`${CHROMIUM}\` headless with \`${CHROMIUM_FLAGS.slice(1).join(' ')}\``,
        '- Server: `scripts/start.mjs` on 127.0.0.1 with the seeded demo (data/bench), caches warmed by three requests per page and one per width of its eager pictures (AVIF)',
        '',
        'Scores of the median run by performance (all runs in brackets). Targets (issue 14):',
        'performance 98 or more, accessibility, best practices and SEO 100, LCP at most 1.8 s.',
        '',
        '| page | path | performance | accessibility | best practices | SEO | FCP | LCP | TBT | server response | scripts transferred |',
        '|---|---|---|---|---|---|---|---|---|---|---|',
        ...rows,
        '',
        notes.length
          ? 'Audits that failed in the median runs:'
          : 'No accessibility, best-practice or SEO audit failed.',
        '',
        ...notes,
      ].join('\n'),
    )
  } finally {
    server.stop()
    await chromium?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
