/**
 * Image proxy benchmark: `npx tsx bench/image-proxy.ts` (BENCH_SECONDS=10, BENCH_CONNECTIONS=32).
 *
 * 1. Cold transform: a 1600x2400 JPEG to 640w WebP through transformImage, median of N.
 * 2. Cached variants: requests/s and latency of the route handler behind a bare node:http server,
 *    against the same bytes served as a static file by a plain node:http server, and against the
 *    handler without its read of who may see the picture (decision 47: one media row per request
 *    it answers; the baseline of that read, in the same run). The picture is a media item of a
 *    SQLite database of this run, shown on the site. Each server runs in its own child process;
 *    the load loop runs here, on 127.0.0.1 only.
 * Results go to docs/benchmarks.md (section "Image proxy").
 */
import { execSync, fork, type ChildProcess } from 'node:child_process'
import { createReadStream } from 'node:fs'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { Agent, request } from 'undici'

import { writeSection } from './report'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const COLD_RUNS = 15

type Stats = { median: number; p99: number; rps: number; count: number; errors: number }

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN
}

/** Noise at a coarse scale, blown up to 1600x2400: blotches that survive downscaling. */
async function texture(width: number, height: number, sigma: number): Promise<Buffer> {
  const noise = { type: 'gaussian' as const, mean: 128, sigma }
  const small = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise },
  })
    .png()
    .toBuffer()
  return sharp(small).resize(1600, 2400, { kernel: 'cubic' }).png().toBuffer()
}

/** A photo-like test image: gradients, shapes and texture at three scales, so encoders work. */
async function portraitJpeg(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="2400">
    <defs><radialGradient id="g"><stop offset="0" stop-color="#e8c9a8"/><stop offset="1" stop-color="#3a2a20"/></radialGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><ellipse cx="800" cy="900" rx="420" ry="560" fill="#d9b08c"/>
    <rect x="300" y="1500" width="1000" height="900" fill="#222"/></svg>`
  const layers = [
    await texture(100, 150, 70),
    await texture(400, 600, 40),
    await texture(1600, 2400, 12),
  ]
  return sharp(Buffer.from(svg))
    .composite(layers.map((input) => ({ input, blend: 'soft-light' as const })))
    .jpeg({ quality: 88 })
    .toBuffer()
}

async function coldTransform(input: Buffer, accept: 'webp' | 'avif'): Promise<number[]> {
  const { transformImage } = await import('@/features/image-proxy/transform')
  const times: number[] = []
  for (let i = 0; i < COLD_RUNS; i++) {
    const started = performance.now()
    await transformImage(input, { width: 640, quality: 75, accept, allowSvg: false })
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

/** Bounded load: CONNECTIONS loops, each sending the next request when the last one finished. */
async function load(url: string, headers: Record<string, string>): Promise<Stats> {
  const agent = new Agent({ connections: CONNECTIONS, pipelining: 1 })
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + SECONDS * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        const sent = performance.now()
        try {
          const response = await request(url, { dispatcher: agent, headers })
          await response.body.arrayBuffer()
          if (response.statusCode !== 200) errors++
          latencies.push(performance.now() - sent)
        } catch {
          errors++
        }
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  await agent.close()
  latencies.sort((a, b) => a - b)
  return {
    median: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    rps: latencies.length / elapsed,
    count: latencies.length,
    errors,
  }
}

// ---- child processes: the two servers ------------------------------------------------------

/** The route as Next serves it; or, `withoutAudience`, everyone's without reading the media row. */
async function serveRoute(withoutAudience: boolean): Promise<void> {
  const { GET } = await import('@/app/image/proxy/route')
  const { handleImageProxy } = await import('@/features/image-proxy/handler')
  const handle = withoutAudience
    ? (request: Request) => handleImageProxy(request, async () => 'everyone')
    : GET
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === 'string') headers.set(name, value)
    }
    const response = await handle(new Request(`http://127.0.0.1${req.url}`, { headers }))
    res.writeHead(response.status, Object.fromEntries(response.headers))
    const reader = response.body?.getReader()
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      res.write(part.value)
    }
    res.end()
  })
  listenAndReport(server)
}

function serveStatic(dir: string): void {
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const file = path.join(dir, path.basename(req.url ?? '/'))
    const info = await stat(file).catch(() => null)
    if (!info) return res.writeHead(404).end()
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': info.size })
    createReadStream(file).pipe(res)
  })
  listenAndReport(server)
}

function listenAndReport(server: ReturnType<typeof createServer>): void {
  server.keepAliveTimeout = 60_000
  server.listen(0, '127.0.0.1', () => process.send?.((server.address() as AddressInfo).port))
}

function startChild(
  args: string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; port: number }> {
  const child = fork(process.argv[1]!, args, {
    // As Next runs a route: on the server, where `server-only` modules may be imported.
    execArgv: [...process.execArgv, '--conditions=react-server'],
    env: { ...process.env, ...env },
  })
  return new Promise((resolve, reject) => {
    child.once('message', (port) => resolve({ child, port: Number(port) }))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
}

// ---- the benchmark --------------------------------------------------------------------------

function sh(command: string, fallback: string): string {
  try {
    return execSync(command, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return fallback
  }
}

/** HEAD, and whether the proxy's files differ from it (the numbers are of the working tree). */
function commit(): string {
  const head = sh('git rev-parse --short HEAD', 'uncommitted')
  const dirty = sh('git status --porcelain -- src/features/image-proxy src/app/image bench', '')
  return dirty && head !== 'uncommitted' ? `${head} + uncommitted image-proxy changes` : head
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`
const row = (name: string, s: Stats) =>
  `| ${name} | ${Math.round(s.rps)} | ${ms(s.median)} | ${ms(s.p99)} | ${s.count} | ${s.errors} |`

/** The portrait as a media item shown on the site, as a published talent's picture is. */
async function showPortrait(file: string): Promise<string> {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { migrateToLatest } = await import('@/lib/migrate')
  const payload = await getPayload({ config })
  await migrateToLatest(payload)
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A portrait' },
    filePath: file,
    // No Next cache here to expire (cms/hooks/revalidate.ts).
    context: { disableRevalidate: true },
  })
  await payload.update({
    collection: 'media',
    id: media.id,
    data: { shown: true },
    context: { disableRevalidate: true },
  })
  await payload.destroy()
  return media.filename!
}

async function main(): Promise<void> {
  const root = await mkdtemp(path.join(tmpdir(), 'roster-bench-'))
  const env = {
    DATA_DIR: path.join(root, 'data'),
    MEDIA_DIR: path.join(root, 'media'),
    IMAGE_CACHE_DIR: path.join(root, 'cache'),
    DATABASE_URL: '',
    S3_BUCKET: '',
  }
  Object.assign(process.env, env)
  process.env.PAYLOAD_SECRET ??= 'bench-image-proxy'
  await mkdir(env.DATA_DIR)
  await mkdir(env.MEDIA_DIR)
  await mkdir(path.join(root, 'static'))
  const input = await portraitJpeg()
  await writeFile(path.join(root, 'portrait.jpg'), input)
  const filename = await showPortrait(path.join(root, 'portrait.jpg'))

  const loadBefore = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')
  console.log('cold transforms...')
  const webp = await coldTransform(input, 'webp')
  const avif = await coldTransform(input, 'avif')

  const route = await startChild(['--serve-route'], env)
  const routeWithoutAudience = await startChild(['--serve-route', '--without-audience'], env)
  const files = await startChild(['--serve-static', path.join(root, 'static')], env)
  const cases = [
    { name: '640w WebP, served from memory', query: 'w=640', accept: 'image/webp' },
    { name: '1600w JPEG, streamed from disk', query: 'w=1600&q=90', accept: 'image/jpeg' },
  ]
  const results: string[] = []
  const sizes: string[] = []
  try {
    for (const [i, c] of cases.entries()) {
      const address = `/image/proxy?src=${encodeURIComponent(`/media/${filename}`)}&${c.query}&v=1`
      const url = `http://127.0.0.1:${route.port}${address}`
      const warm = await request(url, { headers: { accept: c.accept } })
      if (warm.statusCode !== 200) throw new Error(`${address} answered ${warm.statusCode}`)
      const bytes = Buffer.from(await warm.body.arrayBuffer())
      await writeFile(path.join(root, 'static', `variant-${i}`), bytes)
      sizes.push(`${c.name}: ${(bytes.length / 1024).toFixed(0)} KB`)
      console.log(`load: ${c.name}...`)
      results.push(row(`route handler, ${c.name}`, await load(url, { accept: c.accept })))
      const withoutAudience = `http://127.0.0.1:${routeWithoutAudience.port}${address}`
      results.push(
        row(
          `route handler without the media row read`,
          await load(withoutAudience, { accept: c.accept }),
        ),
      )
      const staticUrl = `http://127.0.0.1:${files.port}/variant-${i}`
      results.push(row(`static file, same bytes`, await load(staticUrl, {})))
    }
  } finally {
    route.child.kill()
    routeWithoutAudience.child.kill()
    files.child.kill()
    await rm(root, { recursive: true, force: true })
  }

  const section = [
    '## Image proxy',
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Commit: ${commit()}`,
    `- Machine: ${sh('nproc', '?')} CPUs (${sh("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2", 'unknown CPU').trim()}), memory: ${sh('free -h | awk \'/Mem:/ {print $2 " total, " $7 " available"}\'', '?')}`,
    `- Node ${process.version}, sharp ${sharp.versions.sharp} (libvips ${sharp.versions.vips})`,
    `- Command: \`npx tsx bench/image-proxy.ts\` (${SECONDS} s per load run, ${CONNECTIONS} connections, load generator and servers on the same machine)`,
    '',
    '### Cold transform: 1600x2400 JPEG to 640w',
    '',
    '| output | median | fastest | slowest | runs |',
    '|---|---|---|---|---|',
    `| WebP q75 | ${ms(percentile(webp, 50))} | ${ms(webp[0]!)} | ${ms(webp.at(-1)!)} | ${COLD_RUNS} |`,
    `| AVIF q75 (encoded at q55, effort 2) | ${ms(percentile(avif, 50))} | ${ms(avif[0]!)} | ${ms(avif.at(-1)!)} | ${COLD_RUNS} |`,
    '',
    '### Cached variant throughput',
    '',
    `Variant sizes: ${sizes.join('; ')}.`,
    '',
    'The route handler runs behind a bare `node:http` server that converts to and from web',
    'Request/Response (no Next.js: this is the handler alone; Next adds its own cost per request).',
    "The route reads the picture's media row (one indexed SQLite query: may everyone see it?)",
    'for every request; the row without it is the same handler told everyone may (decision 47).',
    'The static server stats the file and streams it. Servers are child processes; the load loop',
    'runs in the parent, so all three share the 2 CPUs. Other work on the machine moves the numbers',
    `between runs (load average before this run: ${loadBefore}): compare rows of the same run.`,
    '',
    '| server | requests/s | median | p99 | requests | errors |',
    '|---|---|---|---|---|---|',
    ...results,
    '',
  ].join('\n')
  await writeSection('Image proxy', section.replace(/^## Image proxy\n+/, ''))
  console.log(section)
}

const serveIndex = process.argv.indexOf('--serve-static')
if (process.argv.includes('--serve-route'))
  void serveRoute(process.argv.includes('--without-audience'))
else if (serveIndex > 0) serveStatic(process.argv[serveIndex + 1]!)
else
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
