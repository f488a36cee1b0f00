// @ts-check
/**
 * The production server: Next's request handler behind the front (src/server/front.mjs) and its
 * page cache. `npm start` runs it (scripts/start.mjs).
 *
 * Several instances keep their page caches in step through Redis (REDIS_URL): a publish on any
 * of them is said on one channel, and each drops its pages. While that channel is not
 * connected, an instance cannot hear of publishes, so it keeps no pages and renders each one.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import v8 from 'node:v8'

import next from 'next'

import { cameOverHttps } from '../lib/http/forwarded.mjs'
import {
  contentChangedChannel,
  onContentChanged,
  publishHeard,
} from '../lib/cache/content-changes.mjs'
import { createFront, createPublicServer } from './front.mjs'
import { PageCache } from './page-cache.mjs'
import { RenderGate } from './render-gate.mjs'
import {
  DEFAULT_JOBS_POLL_SECONDS,
  everyInterval,
  jobTurns,
  redisRunLock,
  singleInstanceLock,
} from './scheduled-jobs.mjs'

const MiB = 1024 * 1024

/**
 * How far V8 lets the heap grow past what its last full collection kept before it collects
 * again, in percent. Left to itself it grows up to four times when collections are cheap, and
 * renders make a great deal of short-lived garbage: under a stream of renders the heap reached
 * 300 MB with 125 MB alive, and the process 510-540 MB, over the 450 MB budget (issue 30).
 * Half again (50) holds it 40-70 MB below twice (100), at no CPU per render a benchmark could
 * tell; the collections it adds are incremental and short (docs/decisions/0036-heap-growth.md).
 */
const HEAP_GROWING_PERCENT = 50

/**
 * The build's preview mode id, which Next's draft mode cookie holds when draft mode is on.
 * @param {string} dir the app's directory
 * @returns {string}
 */
function draftModeId(dir) {
  const manifest = path.join(dir, '.next', 'prerender-manifest.json')
  return JSON.parse(readFileSync(manifest, 'utf8')).preview.previewModeId
}

/** @param {string} name @param {number} fallback */
function numberFromEnv(name, fallback) {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number >= 0`)
  return value
}

/**
 * The page cache's size and freshness. A page is kept until a publish changes what it read, or
 * the clock what it shows (an office's "today"), and at most PAGE_CACHE_FRESH_SECONDS (default
 * six hours, a safety net), then rendered again behind the next visit.
 */
export function pageCacheSettings() {
  return {
    maxBytes: numberFromEnv('PAGE_CACHE_MAX_MB', 64) * MiB,
    freshMs: numberFromEnv('PAGE_CACHE_FRESH_SECONDS', 6 * 60 * 60) * 1000,
    graceAfterPublishMs: STALE_AFTER_PUBLISH_MS,
    outdatedForMs: OUTDATED_AT_MOST_MS,
  }
}

/**
 * How long after a publish a page it changed is still sent while its new render is made: the
 * first visitors get the old page at once, and the new one is live within a second, as before.
 * After that an outdated page is sent only when no render can be had.
 */
const STALE_AFTER_PUBLISH_MS = 1000

/**
 * How long after a publish a page it changed may still be sent while no render can be had: a
 * busy minute, not the hours a page is otherwise kept (it may show a talent taken off the site).
 */
const OUTDATED_AT_MOST_MS = 60_000

/**
 * People's not-found answers, kept apart so that a flood of made-up addresses cannot push pages
 * out: NOT_FOUND_CACHE_MAX_MB (default 4), each fresh for NOT_FOUND_FRESH_SECONDS (default 10),
 * all dropped by any publish (a page may now live at one of their addresses).
 */
export function notFoundCacheSettings() {
  return {
    maxBytes: numberFromEnv('NOT_FOUND_CACHE_MAX_MB', 4) * MiB,
    freshMs: numberFromEnv('NOT_FOUND_FRESH_SECONDS', 10) * 1000,
  }
}

/**
 * How many renders for anonymous visitors an instance runs at once (RENDER_CONCURRENCY, default
 * 2), how many more may wait (RENDER_QUEUE_LENGTH, default 64) and for how long
 * (RENDER_QUEUE_WAIT_SECONDS, default 5), and what share of the time renders may take when they
 * come back to back while hits are served (RENDER_SHARE, default 0.25): src/server/render-gate.mjs.
 */
export function renderGateSettings() {
  return {
    concurrency: numberFromEnv('RENDER_CONCURRENCY', 2),
    queueLength: numberFromEnv('RENDER_QUEUE_LENGTH', 64),
    maxWaitMs: numberFromEnv('RENDER_QUEUE_WAIT_SECONDS', 5) * 1000,
    share: numberFromEnv('RENDER_SHARE', 0.25),
  }
}

/**
 * How long a render for the page cache may take before it is given up: RENDER_TIMEOUT_SECONDS
 * (default 20). A page renders in well under a second; one that hangs must not hold its key.
 */
export function renderTimeoutMs() {
  return numberFromEnv('RENDER_TIMEOUT_SECONDS', 20) * 1000
}

/**
 * How long an instance keeps an idle connection open: IDLE_CONNECTION_SECONDS (default 65).
 * Whoever closes an idle connection races the other side's next request on it: a request sent as
 * the close arrives fails (a reset, a 502 from nginx, and a POST is never retried). So the client
 * must close first, and the instance waits longer than anything in front of it: nginx keeps its
 * connections to an instance 60 s (the upstream's `keepalive_timeout` in deploy/nginx.conf), as
 * AWS's load balancers do; Google Cloud's keep theirs 600 s (set 620 behind one). Node's own 5 s
 * lost that race in the end-to-end tests.
 */
export function idleConnectionMs() {
  return numberFromEnv('IDLE_CONNECTION_SECONDS', 65) * 1000
}

/**
 * Next's script and style files, kept compressed with brotli, which Next does not send:
 * STATIC_CACHE_MAX_MB (default 16). They never change, so they never go stale.
 */
export function staticCacheSettings() {
  return { maxBytes: numberFromEnv('STATIC_CACHE_MAX_MB', 16) * MiB, freshMs: Infinity }
}

/**
 * The channel of publishes between instances, or always "connected" for one instance alone.
 * @param {(tags: string[]) => void} contentChanged
 * @returns {Promise<{ connected: () => boolean, close: () => void }>}
 */
async function listenForPublishes(contentChanged) {
  if (!process.env.REDIS_URL) return { connected: () => true, close: () => {} }
  const { Redis } = await import('ioredis')
  const subscriber = new Redis(process.env.REDIS_URL, {
    autoResubscribe: false,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  })
  let connected = false
  subscriber.on('ready', () => {
    subscriber.subscribe(contentChangedChannel()).then(
      () => {
        // Publishes made while away were not heard: what was kept may be old.
        contentChanged([])
        connected = true
      },
      () => subscriber.disconnect(true),
    )
  })
  subscriber.on('close', () => {
    connected = false
  })
  // Said by the data cache's own connection already (src/lib/cache/redis-cache-handler.mjs).
  subscriber.on('error', () => {})
  // Another instance's publish, with the tags it expired; this instance's own was heard already.
  subscriber.on('message', (_channel, message) => {
    const tags = publishHeard(message)
    if (tags) contentChanged(tags)
  })
  return {
    connected: () => connected && subscriber.status === 'ready',
    close: () => subscriber.disconnect(),
  }
}

/**
 * Runs the jobs queue (scheduled publishes) every JOBS_POLL_SECONDS, one instance at a time
 * (src/server/scheduled-jobs.mjs); 0 leaves this instance out. Each run is a request to Payload's
 * run endpoint through the front, so its publishes expire the caches as a staff publish does.
 * @param {{ ask: (path: string) => Promise<globalThis.Response> }} front
 * @returns {Promise<() => void>} stops the runs
 */
async function runScheduledJobs(front) {
  const intervalMs = numberFromEnv('JOBS_POLL_SECONDS', DEFAULT_JOBS_POLL_SECONDS) * 1000
  if (intervalMs === 0) return () => {}
  let lock = singleInstanceLock
  let disconnect = () => {}
  if (process.env.REDIS_URL) {
    const { Redis } = await import('ioredis')
    const redis = new Redis(process.env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
    })
    // While Redis is down no instance runs the queue; the data cache's connection says so.
    redis.on('error', () => {})
    lock = redisRunLock(redis, `${process.env.REDIS_KEY_PREFIX || 'roster:'}jobs-run`)
    disconnect = () => redis.disconnect()
  }
  const run = async () => {
    const answer = await front.ask('/cms/api/payload-jobs/run')
    if (!answer.ok) throw new Error(`Payload's jobs run answered ${answer.status}`)
  }
  const stop = everyInterval(jobTurns({ lock, run }), intervalMs)
  return () => {
    stop()
    disconnect()
  }
}

/**
 * @param {{ port: number, hostname: string | undefined, dir: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function serve({ port, hostname, dir }) {
  // Read by V8 at every full collection, so it holds from here on (it is not a start-up setting).
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
  // Next is not told the hostname this server listens on: it would build its own origin from it
  // (`http://127.0.0.1:3000`) but hand the proxy requests addressed to `localhost`, take the
  // proxy's rewrite of an English page (`/about` to `/en/about`) for one to another server,
  // fetch it, and pass on that page's redirect back to `/about`: a loop. Both sides default to
  // `localhost`; in production Next uses the name only for those addresses, and the listening is ours.
  const app = next({ dev: false, dir, port })
  const handle = app.getRequestHandler()
  await app.prepare()

  // As lib/env.ts reads them.
  const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000'
  const trustedProxies = (process.env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean)
  /** @param {import('node:http').IncomingMessage} request */
  const peerOf = (request) =>
    String(request.headers['x-roster-peer-address'] ?? request.socket.remoteAddress ?? '')
  const front = createFront({
    handle,
    cache: new PageCache(pageCacheSettings()),
    notFoundCache: new PageCache(notFoundCacheSettings()),
    staticCache: new PageCache(staticCacheSettings()),
    gate: new RenderGate(renderGateSettings()),
    // Asked only once the server takes requests, when `publishes` is set.
    cacheUsable: () => publishes.connected(),
    peerOf,
    renderTimeoutMs: renderTimeoutMs(),
    draftModeId: draftModeId(dir),
    https: (request) =>
      cameOverHttps({
        peer: peerOf(request),
        forwardedProto: request.headers['x-forwarded-proto']?.toString(),
        siteUrl,
        trustedProxies,
      }),
  })
  onContentChanged(front.contentChanged)
  const publishes = await listenForPublishes(front.contentChanged)
  await front.listen()
  const stopJobs = await runScheduledJobs(front)

  const server = createPublicServer(front, { idleConnectionMs: idleConnectionMs() })
  server.on('close', () => {
    front.close()
    publishes.close()
    stopJobs()
  })
  await new Promise((resolve) => server.listen(port, hostname, () => resolve(undefined)))
  console.log(`Roster is ready on http://${hostname ?? 'localhost'}:${port}`)
  return server
}
