/**
 * Page benchmark: `npx tsx bench/pages.ts` (BENCH_SECONDS=30, BENCH_CONNECTIONS=50).
 *
 * Serves the production build (bench/site-server.ts), then for the home page, a book, a talent,
 * the page API and a cached image: the HTML and JavaScript a first visit downloads (gzipped), and
 * throughput from the cache with autocannon. Results go to docs/benchmarks.md (section "Pages").
 */
import { gzipSync } from 'node:zlib'

import autocannon from 'autocannon'

import { runContext, writeSection } from './report'
import { startSiteServer } from './site-server'
import { BENCH_HEADERS, BENCH_TARGETS, warmUp } from './targets'

const PORT = Number(process.env.BENCH_PORT ?? 3500)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The gzipped bytes of a page's HTML and of the scripts it loads. */
async function weigh(base: string, pagePath: string) {
  const html = await (await fetch(`${base}${pagePath}`)).text()
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!)
  let js = 0
  for (const src of new Set(scripts)) {
    js += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()), {
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

async function main(): Promise<void> {
  const server = await startSiteServer(PORT)
  try {
    await warmUp(server.base)
    const context = runContext('npm run bench (bench/pages.ts)')
    const rows: string[] = []
    const weights: string[] = []
    for (const target of BENCH_TARGETS) {
      if (!target.path.startsWith('/api') && !target.path.startsWith('/image')) {
        const weight = await weigh(server.base, target.path)
        weights.push(
          `| ${target.name} | \`${target.path}\` | ${kb(weight.htmlRaw)} | ${kb(weight.html)} | ${weight.scripts} | ${kb(weight.js)} |`,
        )
      }
      const result = await autocannon({
        url: `${server.base}${target.path}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: BENCH_HEADERS,
      })
      rows.push(
        `| ${target.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.requests.total} | ${result.errors + result.timeouts + result.non2xx} |`,
      )
      console.log(rows.at(-1))
    }
    await writeSection(
      'Pages',
      [
        ...context,
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
        'Server and load generator share the machine. Errors count failed, timed-out and non-2xx',
        'answers.',
        '',
        '| page | requests/s | p50 | p99 | requests | errors |',
        '|---|---|---|---|---|---|',
        ...rows,
      ].join('\n'),
    )
  } finally {
    server.stop()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
