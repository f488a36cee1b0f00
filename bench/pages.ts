/**
 * Page benchmark: `npx tsx bench/pages.ts` (BENCH_SECONDS=15, BENCH_CONNECTIONS=50).
 *
 * Serves the production build (building it when the sources changed) with a seeded database of
 * its own in data/bench on 127.0.0.1, then for the home page, a book, a talent, the page API and
 * a cached image: the HTML and JavaScript a first visit downloads (gzipped), and throughput from
 * the cache with autocannon. Results go to docs/benchmarks.md (section "Pages").
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { runContext, writeSection } from './report'

const PORT = Number(process.env.BENCH_PORT ?? 3500)
const BASE = `http://127.0.0.1:${PORT}`
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

const PAGES = [
  { name: 'home page', path: '/' },
  { name: 'book page', path: '/women' },
  { name: 'talent page', path: '/women/lena-vogel' },
  { name: 'page API', path: '/api/women/lena-vogel' },
  {
    name: 'cached image (640w WebP)',
    path: '/image/proxy?src=%2Fmedia%2Flena-vogel-1.jpg&w=640&v=bench',
  },
]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function waitForServer(deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/_build`)).ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('The server did not start in time')
}

/** The gzipped bytes of a page's HTML and of the scripts it loads. */
async function weigh(pagePath: string) {
  const html = await (await fetch(`${BASE}${pagePath}`)).text()
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!)
  let js = 0
  for (const src of new Set(scripts)) {
    js += gzipSync(Buffer.from(await (await fetch(new URL(src, BASE))).arrayBuffer()), {
      level: 9,
    }).length
  }
  return {
    html: gzipSync(html, { level: 9 }).length,
    htmlRaw: Buffer.byteLength(html),
    js,
    scripts: new Set(scripts).size,
  }
}

async function load(pagePath: string) {
  const result = await autocannon({
    url: `${BASE}${pagePath}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { accept: 'text/html,image/webp,*/*', 'accept-encoding': 'gzip' },
  })
  return result
}

async function main(): Promise<void> {
  const server = spawn(
    process.execPath,
    ['scripts/start.mjs', '--port', String(PORT), '--hostname', '127.0.0.1'],
    {
      env: {
        ...process.env,
        DATA_DIR: path.resolve('data/bench'),
        DATABASE_URL: '',
        SITE_URL: BASE,
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  try {
    await waitForServer(Date.now() + 900_000)
    const rows: string[] = []
    const weights: string[] = []
    for (const page of PAGES) {
      for (let warm = 0; warm < 3; warm++)
        await fetch(`${BASE}${page.path}`, { headers: { accept: 'image/webp' } })
      if (!page.path.startsWith('/api') && !page.path.startsWith('/image')) {
        const weight = await weigh(page.path)
        weights.push(
          `| ${page.name} | \`${page.path}\` | ${kb(weight.htmlRaw)} | ${kb(weight.html)} | ${weight.scripts} | ${kb(weight.js)} |`,
        )
      }
      const result = await load(page.path)
      rows.push(
        `| ${page.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${result.errors + result.non2xx} |`,
      )
      console.log(rows.at(-1))
    }
    await writeSection(
      'Pages',
      [
        ...runContext('npm run bench (bench/pages.ts)'),
        '',
        '### What a first visit downloads',
        '',
        'HTML as served, gzipped at level 9; JavaScript: every `<script src>` of the page, gzipped.',
        '',
        '| page | path | HTML | HTML gzipped | scripts | JavaScript gzipped |',
        '|---|---|---|---|---|---|',
        ...weights,
        '',
        `### Throughput from the cache (${CONNECTIONS} connections, ${SECONDS} s each, on 127.0.0.1)`,
        '',
        'Server and load generator share the machine. Errors count failed and non-2xx answers.',
        '',
        '| page | requests/s | p50 | p99 | requests | errors |',
        '|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    )
  } finally {
    server.kill('SIGTERM')
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
