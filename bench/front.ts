/**
 * Front benchmark (issue 16): `npx tsx bench/front.ts` (BENCH_SECONDS=15, BENCH_CONNECTIONS=32,
 * BENCH_ROUNDS=3, BENCH_FRONT_PORT=3700).
 *
 * Starts the production stack as `npm run stack` does (scripts/stack.mjs: nginx in front of two
 * instances on PostgreSQL, Redis and an S3 bucket, the demo seeded) and asks it for the home,
 * book and talent pages, the page API and a proxy image, as a browser would. Beside it,
 * alternating, a second nginx serves the same answers (status, headers, compressed bytes) as
 * files from disk: the yardstick. Target: the front at least 50 % of it. Nothing is pinned to a
 * core: both nginx servers use both cores, as the load generator does.
 * Results go to docs/benchmarks.md (section "Through the nginx front").
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import autocannon from 'autocannon'

import { startStack } from '../scripts/stack.mjs'
import { stackPrograms } from '../scripts/stack/processes.mjs'
import { getOnTheWire } from '../tests/helpers/get-on-the-wire'
import { runContext, writeSection } from './report'
import { BENCH_HEADERS, BENCH_TARGETS, warmUp } from './targets'

const PORT = Number(process.env.BENCH_FRONT_PORT ?? 3700)
/** The front takes PORT to PORT + 4; the yardstick the port after. */
const STATIC_PORT = PORT + 10
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** The target: the front at least 50 % of nginx serving the same bytes from disk. */
const MIN_RATIO = 0.5
const DIR = path.resolve('data/stack-bench')

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

async function load(url: string) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: BENCH_HEADERS,
  })
  return {
    rate: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  }
}

/** Headers that belong to one connection or answer, not to the page. */
const PER_ANSWER = new Set([
  'connection',
  'keep-alive',
  'date',
  'server',
  'content-length',
  'transfer-encoding',
  'content-type',
  'x-cache',
])

/**
 * An nginx configuration serving each target's answer, as the front sent it, from a file: the
 * body as sent (compressed), its content type, and every other header with `add_header`.
 */
async function recordStaticSite(front: string, dir: string): Promise<string> {
  const locations: string[] = []
  for (const [index, target] of BENCH_TARGETS.entries()) {
    const { status, headers, body } = await getOnTheWire(`${front}${target.path}`, BENCH_HEADERS)
    if (status !== 200) throw new Error(`${target.path} answered ${status}`)
    const file = path.join(dir, `answer-${index}`)
    writeFileSync(file, body)
    const added = Object.entries(headers)
      .filter(([name]) => !PER_ANSWER.has(name))
      .flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value ?? '']).map((one) => [name, one]),
      )
      .map(([name, value]) => `      add_header ${name} "${value!.replaceAll('"', '\\"')}";`)
    locations.push(
      `    location = ${target.path.split('?')[0]} {`,
      // try_files, not alias: an alias of `/` to a file makes nginx look for an index in it.
      `      try_files /${path.basename(file)} =404;`,
      `      default_type "${headers['content-type']}";`,
      ...added,
      '    }',
    )
  }
  const config = `worker_processes auto;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${STATIC_PORT};
    root ${dir};
${locations.join('\n')}
  }
}
`
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, config)
  return file
}

async function startStaticNginx(program: string, config: string) {
  const nginx = spawn(program, ['-c', config, '-g', 'daemon off;'], { stdio: 'inherit' })
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(`http://127.0.0.1:${STATIC_PORT}/`)
      return nginx
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  nginx.kill()
  throw new Error('The static nginx did not start')
}

const stack = await startStack({
  port: PORT,
  databaseUrl:
    process.env.BENCH_FRONT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/roster_stack_bench',
  dir: path.join(DIR, 'stack'),
  fresh: true,
  env: { RECAPTCHA_SITE_KEY: '', RECAPTCHA_SECRET_KEY: '', SMTP_URL: '' },
  say: (line: string) => console.log(line),
})
const staticDir = path.join(DIR, 'static')
rmSync(staticDir, { recursive: true, force: true })
mkdirSync(staticDir, { recursive: true })
let staticNginx: ReturnType<typeof spawn> | undefined
try {
  await warmUp(stack.url)
  staticNginx = await startStaticNginx(
    stackPrograms().nginx,
    await recordStaticSite(stack.url, staticDir),
  )
  // The yardstick must send what the front sent, or the ratio means nothing.
  for (const target of BENCH_TARGETS) {
    const [front, yardstick] = await Promise.all(
      [stack.url, `http://127.0.0.1:${STATIC_PORT}`].map((base) =>
        getOnTheWire(`${base}${target.path}`, BENCH_HEADERS),
      ),
    )
    if (yardstick!.status !== 200 || !yardstick!.body.equals(front!.body))
      throw new Error(`The yardstick does not send what the front sends for ${target.path}`)
  }
  const rows: string[] = []
  let met = true
  for (const target of BENCH_TARGETS) {
    const front: Awaited<ReturnType<typeof load>>[] = []
    const yardstick: Awaited<ReturnType<typeof load>>[] = []
    for (let round = 0; round < ROUNDS; round++) {
      front.push(await load(`${stack.url}${target.path}`))
      yardstick.push(await load(`http://127.0.0.1:${STATIC_PORT}${target.path}`))
    }
    const frontRate = median(front.map((run) => run.rate))
    const staticRate = median(yardstick.map((run) => run.rate))
    const ratio = frontRate / staticRate
    const errors = front.reduce((sum, run) => sum + run.errors, 0)
    if (yardstick.some((run) => run.errors > 0))
      throw new Error(`The yardstick failed answers for ${target.path}`)
    met &&= ratio >= MIN_RATIO && errors === 0
    console.log(target.name, Math.round(frontRate), Math.round(staticRate), ratio.toFixed(2))
    rows.push(
      `| ${target.name} | \`${target.path}\` | ${Math.round(frontRate).toLocaleString('en')} req/s (p99 ${median(front.map((run) => run.p99))} ms) | ${Math.round(staticRate).toLocaleString('en')} req/s | **${Math.round(ratio * 100)} %** | ${errors} |`,
    )
  }
  await writeSection(
    'Through the nginx front',
    [
      ...runContext('npx tsx bench/front.ts'),
      `- The stack of \`npm run stack\`: nginx (deploy/nginx.conf) in front of two instances on PostgreSQL, Redis and a moto S3 bucket, the demo seeded. Beside it, alternating, nginx serving the same answers from files (the yardstick). ${CONNECTIONS} connections, ${SECONDS} s, medians of ${ROUNDS} rounds, \`Accept-Encoding: gzip, deflate, br\`; nothing pinned to a core.`,
      '',
      '| target | path | through the front | nginx, same bytes from disk | ratio | errors |',
      '| --- | --- | --- | --- | --- | --- |',
      ...rows,
      '',
      `Target (issue 16): the front at least ${MIN_RATIO * 100} % of the yardstick, without errors. Verdict: **${met ? 'met' : 'not met'}**.`,
    ].join('\n'),
  )
} finally {
  staticNginx?.kill('SIGQUIT')
  await stack.stop()
}
