// @ts-check
/**
 * What the front does, counted per instance in Prometheus' text format (prom-client): page cache
 * hits, misses, stale answers, renders in flight and refused, entries and bytes. Served at
 * `GET /api/_metrics` with `Authorization: Bearer {METRICS_TOKEN}`; without a token configured
 * the address does not exist (docs/deploy.md, "Metrics").
 */
import { timingSafeEqual } from 'node:crypto'

import { Counter, Gauge, Registry } from 'prom-client'

export const METRICS_PATH = '/api/_metrics'

/**
 * @typedef {'pages' | 'not_found' | 'static'} CacheName the page cache, its not-found answers
 *   and Next's build files
 * @typedef {{ size: number, bytes: number }} Sized
 */

/**
 * @param {{ caches: Record<CacheName, Sized>, gate: { running: number, queued: number } }} live
 *   what the gauges read when scraped
 */
export function createFrontMetrics({ caches, gate }) {
  const registry = new Registry()
  const labelNames = /** @type {const} */ (['cache'])
  /**
   * Answers by `{cache} {state}`, counted in a plain map: the hit path runs thousands of times a
   * second, and prom-client's labelled counter hashes its labels at every count. The counter
   * takes what was added since the last scrape.
   * @type {Map<string, number>}
   */
  const answered = new Map()
  /** @type {Map<string, number>} */
  const scraped = new Map()
  new Counter({
    name: 'roster_page_cache_answers_total',
    help: 'Answers given from the page cache, by cache and by how they were found (hit, miss, stale)',
    labelNames: ['cache', 'state'],
    registers: [registry],
    collect() {
      for (const [labels, count] of answered) {
        const [cache = '', state = ''] = labels.split(' ')
        const added = count - (scraped.get(labels) ?? 0)
        if (added > 0) this.inc({ cache, state }, added)
        scraped.set(labels, count)
      }
    },
  })
  const refused = new Counter({
    name: 'roster_render_refusals_total',
    help: 'Renders refused because every slot was busy and the queue full, or the wait too long',
    registers: [registry],
  })
  const renders = new Counter({
    name: 'roster_page_cache_renders_total',
    help: 'Renders for the page cache, finished or failed',
    registers: [registry],
  })
  new Gauge({
    name: 'roster_renders_in_flight',
    help: 'Renders running now',
    registers: [registry],
    collect() {
      this.set(gate.running)
    },
  })
  new Gauge({
    name: 'roster_render_queue_length',
    help: 'Renders waiting for a slot',
    registers: [registry],
    collect() {
      this.set(gate.queued)
    },
  })
  new Gauge({
    name: 'roster_page_cache_entries',
    help: 'Entries kept',
    labelNames,
    registers: [registry],
    collect() {
      for (const [cache, { size }] of Object.entries(caches)) this.set({ cache }, size)
    },
  })
  new Gauge({
    name: 'roster_page_cache_bytes',
    help: 'Bytes kept (compressed bodies, headers and keys)',
    labelNames,
    registers: [registry],
    collect() {
      for (const [cache, { bytes }] of Object.entries(caches)) this.set({ cache }, bytes)
    },
  })

  return {
    /** @param {CacheName} cache @param {'hit' | 'miss' | 'stale'} state */
    answered: (cache, state) => {
      const labels = `${cache} ${state}`
      answered.set(labels, (answered.get(labels) ?? 0) + 1)
    },
    rendered: () => renders.inc(),
    refused: () => refused.inc(),
    /**
     * Answers `GET /api/_metrics`, or says it is not one (false): then the request is no
     * concern of the metrics.
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    answer(request, response) {
      const token = process.env.METRICS_TOKEN
      if (!token || request.url !== METRICS_PATH) return false
      if (!sameToken(request.headers.authorization, `Bearer ${token}`)) {
        response.writeHead(401, {
          'www-authenticate': 'Bearer realm="metrics"',
          'cache-control': 'no-store',
        })
        response.end()
        return true
      }
      registry.metrics().then((text) => {
        response.writeHead(200, {
          'content-type': registry.contentType,
          'cache-control': 'no-store',
        })
        response.end(text)
      })
      return true
    },
  }
}

/**
 * Compares in time that does not depend on where the two differ.
 * @param {string | undefined} given
 * @param {string} expected
 */
function sameToken(given, expected) {
  const a = Buffer.from(given ?? '')
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
