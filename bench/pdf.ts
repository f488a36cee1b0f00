/**
 * Shortlist PDF benchmark (issue 29): `npx tsx bench/pdf.ts`.
 *
 * Serves the production build (scripts/start.mjs, which builds when the sources changed) from a
 * data folder of its own made for this run, so no package is in the data cache yet; the demo
 * seed gives it 30 talents with pictures. For shortlist packages of 10 and of 30 talents:
 * - uncached, pictures cold: the first package after the server started;
 * - uncached, pictures kept: the same talents in inches, a new package from pictures in memory;
 * - cached: the same talents in another order, from the data cache;
 * and the time of an uncached print card alone, and while three uncached packages of about 30
 * talents are under way (one rendering, two queued). Results go to docs/benchmarks.md (section
 * "Shortlist PDF").
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'

import { SERVER_PROCESS_ENV, serverCommand } from '../scripts/server-process.mjs'
import { slugify } from '../src/cms/fields/reserved-slugs'
import { SEED_TALENTS } from '../src/seed/talents'
import { runContext, writeSection } from './report'

const PORT = Number(process.env.BENCH_PORT ?? 3502)
const BASE = `http://127.0.0.1:${PORT}`
const SLUGS = SEED_TALENTS.map(({ name }) => slugify(name))

type Timed = { status: number; ms: number; bytes: number }

async function timed(pathAndQuery: string): Promise<Timed> {
  const started = performance.now()
  const response = await fetch(`${BASE}${pathAndQuery}`)
  const bytes = (await response.arrayBuffer()).byteLength
  return { status: response.status, ms: performance.now() - started, bytes }
}

const shortlistPdf = (slugs: readonly string[], units = 'cm') =>
  timed(`/shortlist/pdf?talents=${slugs.join(',')}&units=${units}`)

/** A talent's card as a PDF: each layout and units is its own cache entry. */
const printCard = async (slug: string, layout: string, units: string) => {
  const book = await talentBook(slug)
  return timed(`/print/${book}/${slug}/pdf?layout=${layout}&units=${units}`)
}

/** The book a talent is shown in, from the site's own shortlist endpoint. */
async function talentBook(slug: string): Promise<string> {
  const answer = await fetch(`${BASE}/api/_shortlist?talents=${slug}`)
  const { data } = (await answer.json()) as { data: { talents: { book: { slug: string } }[] } }
  return data.talents[0]!.book.slug
}

/** The production server on the bench's database; the rate limit lifted, as the bench would hit it. */
function startServer(dataDir: string) {
  const [program, ...args] = serverCommand(['--port', String(PORT), '--hostname', '127.0.0.1'])
  const server = spawn(program, args, {
    env: {
      ...process.env,
      ...SERVER_PROCESS_ENV,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SITE_URL: BASE,
      NODE_ENV: 'production',
      SHORTLIST_PDF_RATE_LIMIT: '10000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return {
    ready: async () => {
      const deadline = Date.now() + 900_000
      while (Date.now() < deadline) {
        if (await listening()) return
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
      throw new Error('The server did not start in time')
    },
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
    },
  }
}

const listening = () =>
  fetch(`${BASE}/api/_build`).then(
    (answer) => answer.ok,
    () => false,
  )

const seconds = ({ status, ms }: Timed) =>
  status === 200 ? `${(ms / 1000).toFixed(2)} s` : `${status} after ${(ms / 1000).toFixed(2)} s`
const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MiB`

// A database of its own for each run: the data cache keys every read by database, so no package
// of an earlier run is found.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roster-bench-pdf-'))
let server = startServer(dataDir)
try {
  await server.ready()
  const context = runContext('npm run bench (bench/pdf.ts)')
  // Fonts and the first render's code load once per process: not what a package costs.
  await printCard(SLUGS[29]!, 'card', 'in')

  const rows: string[] = []
  for (const size of [10, 30]) {
    const slugs = size === 10 ? SLUGS.slice(20, 30) : SLUGS.slice(0, 30)
    const cold = await shortlistPdf(slugs)
    const kept = await shortlistPdf(slugs, 'in')
    const cached = await shortlistPdf([...slugs].reverse())
    rows.push(
      `| ${size} talents | ${seconds(cold)} | ${seconds(kept)} | ${seconds(cached)} | ${mib(cold.bytes)} |`,
    )
  }

  // Started again, so the pictures are cold: the worst case for the packages beside the card.
  await server.stop()
  server = startServer(dataDir)
  await server.ready()
  await printCard(SLUGS[29]!, 'card', 'cm')
  const alone = await printCard(SLUGS[0]!, 'portfolio', 'cm')
  // Three packages no one asked for yet: one renders, two wait (SHORTLIST_PDF_QUEUE_LENGTH).
  const packages = [SLUGS.slice(1), SLUGS.slice(2), SLUGS.slice(0, 29)].map((slugs) =>
    shortlistPdf(slugs, 'in'),
  )
  await new Promise((resolve) => setTimeout(resolve, 500))
  const during = await printCard(SLUGS[1]!, 'portfolio', 'cm')
  const statuses = (await Promise.all(packages)).map(({ status }) => status)

  await writeSection(
    'Shortlist PDF',
    [
      ...context,
      '',
      '`GET /shortlist/pdf` on the demo seed, each request alone unless said otherwise.',
      'Uncached with pictures kept: the same talents in inches, made again from the pictures',
      'its first package resized. Cached: the same talents in reverse order.',
      '',
      '| package | uncached, pictures cold | uncached, pictures kept | cached | size |',
      '| --- | --- | --- | --- | --- |',
      ...rows,
      '',
      'An uncached print card (portfolio layout) alone, and while three uncached packages of 29',
      'or 30 talents with cold pictures are made (one renders, two wait):',
      '',
      '| print card alone | print card beside three packages | the packages answered |',
      '| --- | --- | --- |',
      `| ${seconds(alone)} | ${seconds(during)} | ${statuses.join(', ')} |`,
      '',
      'Before issue 29 (its probe of 42a06e1): every package was made again on every request',
      '(30 talents about 9 s of CPU, in any order), and a print card took 18.3 s instead of 0.6 s',
      'while three packages ran, in one queue shared with them and without bound.',
    ].join('\n'),
  )
  console.log([...rows, `print card alone ${seconds(alone)}, during ${seconds(during)}`].join('\n'))
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
