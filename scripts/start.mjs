#!/usr/bin/env node
/**
 * `npm start [--port N] [--hostname H]`: builds the site when there is no build or the sources
 * changed since the last one, then serves it through the front and its page cache
 * (src/server/serve.mjs). Migrations and the demo seed run as the server starts
 * (src/instrumentation.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

function newestSourceChange() {
  let newest = 0
  const visit = (entry) => {
    const stats = statSync(entry)
    if (stats.isDirectory()) {
      for (const child of readdirSync(entry)) visit(path.join(entry, child))
    } else {
      newest = Math.max(newest, stats.mtimeMs)
    }
  }
  for (const entry of ['src', 'public', 'next.config.ts', 'package-lock.json', 'tsconfig.json']) {
    const full = path.join(root, entry)
    if (existsSync(full)) visit(full)
  }
  return newest
}

const buildId = path.join(root, '.next', 'BUILD_ID')
const buildIsCurrent = existsSync(buildId) && statSync(buildId).mtimeMs > newestSourceChange()
if (!buildIsCurrent) {
  console.log('Building the site (first start, or the sources changed)...')
  const build = spawnSync(process.execPath, [next, 'build'], { cwd: root, env, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

// Next keeps cached reads in .next/cache across restarts. They belong to the database they were
// read from, which may have been replaced (a restored backup, a fresh demo): start cold.
rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

/** `--port 3100`, `-p 3100` or `--port=3100`. */
function option(long, short) {
  const args = process.argv.slice(2)
  for (const [index, arg] of args.entries()) {
    if (arg === long || arg === short) return args[index + 1]
    if (arg.startsWith(`${long}=`)) return arg.slice(long.length + 1)
  }
  return undefined
}

process.env.NODE_ENV = 'production'
process.env.NEXT_TELEMETRY_DISABLED = '1'
const { serve } = await import('../src/server/serve.mjs')
const server = await serve({
  dir: root,
  port: Number(option('--port', '-p') ?? process.env.PORT ?? 3000),
  hostname: option('--hostname', '-H'),
})
// A stop takes no new connections and lets the requests under way finish, so taking an instance
// out of a balancer (a rolling update, docs/deploy.md) fails none; it waits at most this long.
const STOP_GRACE_MS = 10_000
// An idle connection is kept 65 s (IDLE_CONNECTION_SECONDS): once a stop has begun, every
// answer not yet begun says `Connection: close`, so the connections close as their last answer
// ends and the stop with them, rather than at the grace period's end with a request cut short.
const answersUnderWay = new Set()
let stopping = false
server.prependListener('request', (_request, response) => {
  if (stopping) response.shouldKeepAlive = false
  answersUnderWay.add(response)
  response.on('close', () => answersUnderWay.delete(response))
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true
    for (const response of answersUnderWay)
      if (!response.headersSent) response.shouldKeepAlive = false
    server.close(() => process.exit(0))
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref()
  })
}
