import type { IncomingMessage, ServerResponse } from 'node:http'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { createFrontMetrics, METRICS_PATH } from '@/server/front-metrics.mjs'

const TOKEN = 'metrics-token-for-tests'

let savedToken: string | undefined
beforeEach(() => {
  savedToken = process.env.METRICS_TOKEN
  delete process.env.METRICS_TOKEN
})
afterEach(() => {
  if (savedToken === undefined) delete process.env.METRICS_TOKEN
  else process.env.METRICS_TOKEN = savedToken
})

type Answer = { status: number; headers: Record<string, string>; body: string }

/** Asks the metrics as a server would hand them a request; `answer` is undefined when untouched. */
function ask(
  metrics: ReturnType<typeof createFrontMetrics>,
  { url = METRICS_PATH, authorization }: { url?: string; authorization?: string } = {},
) {
  let written: Answer | undefined
  let ended: (answer: Answer) => void = () => {}
  const done = new Promise<Answer>((resolve) => (ended = resolve))
  const response = {
    writeHead(status: number, headers: Record<string, string>) {
      written = { status, headers, body: '' }
      return response
    },
    end(body?: string) {
      if (!written) throw new Error('end() before writeHead()')
      ended({ ...written, body: body ?? '' })
      return response
    },
  }
  const request = { method: 'GET', url, headers: authorization ? { authorization } : {} }
  const handled = metrics.answer(
    request as unknown as IncomingMessage,
    response as unknown as ServerResponse,
  )
  return { handled, answer: handled ? done : undefined, written: () => written }
}

function live() {
  const caches = {
    pages: { size: 12, bytes: 345_678 },
    not_found: { size: 3, bytes: 4_096 },
    static: { size: 40, bytes: 1_234_567 },
  }
  const gate = { running: 2, queued: 7 }
  return { caches, gate, metrics: createFrontMetrics({ caches, gate }) }
}

describe('the front’s metrics', () => {
  it('do not exist without a token: the request is left to the site', () => {
    const { metrics } = live()
    const asked = ask(metrics, { authorization: 'Bearer ' })
    expect(asked.handled).toBe(false)
    expect(asked.written()).toBeUndefined()
    process.env.METRICS_TOKEN = ''
    expect(ask(metrics, { authorization: 'Bearer ' }).handled).toBe(false)
  })

  it('leave every other address to the site, token or not', () => {
    process.env.METRICS_TOKEN = TOKEN
    const { metrics } = live()
    const authorization = `Bearer ${TOKEN}`
    for (const url of ['/', '/api/_metrics/', '/api/_metrics?x=1', '/metrics', '/api/women'])
      expect(ask(metrics, { url, authorization }).handled, url).toBe(false)
  })

  it('refuse a request without the right bearer token, and say nothing', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const { metrics } = live()
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN.slice(0, -1)}x`,
      `Bearer ${TOKEN}x`,
      `bearer ${TOKEN}`,
      `Basic ${Buffer.from(`user:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ]) {
      const asked = ask(metrics, { authorization })
      expect(asked.handled, authorization).toBe(true)
      const answer = await asked.answer!
      expect(answer.status, authorization).toBe(401)
      expect(answer.headers['www-authenticate']).toBe('Bearer realm="metrics"')
      expect(answer.headers['cache-control']).toBe('no-store')
      expect(answer.body).toBe('')
    }
  })

  it('give the counts and the live gauges in Prometheus text with the right token', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const { metrics, gate, caches } = live()
    metrics.answered('pages', 'hit')
    metrics.answered('pages', 'hit')
    metrics.answered('pages', 'miss')
    metrics.answered('pages', 'stale')
    metrics.answered('not_found', 'hit')
    metrics.answered('static', 'miss')
    metrics.refused()
    metrics.refused()
    metrics.refused()
    metrics.rendered()
    // The gauges read what is live when scraped, not when made.
    gate.running = 3
    caches.pages.size = 13
    const asked = ask(metrics, { authorization: `Bearer ${TOKEN}` })
    expect(asked.handled).toBe(true)
    const { status, headers, body } = await asked.answer!
    expect(status).toBe(200)
    expect(headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
    expect(headers['cache-control']).toBe('no-store')
    const samples = body.split('\n').filter((line) => line && !line.startsWith('#'))
    expect(samples).toEqual(
      expect.arrayContaining([
        'roster_page_cache_answers_total{cache="pages",state="hit"} 2',
        'roster_page_cache_answers_total{cache="pages",state="miss"} 1',
        'roster_page_cache_answers_total{cache="pages",state="stale"} 1',
        'roster_page_cache_answers_total{cache="not_found",state="hit"} 1',
        'roster_page_cache_answers_total{cache="static",state="miss"} 1',
        'roster_render_refusals_total 3',
        'roster_page_cache_renders_total 1',
        'roster_renders_in_flight 3',
        'roster_render_queue_length 7',
        'roster_page_cache_entries{cache="pages"} 13',
        'roster_page_cache_entries{cache="not_found"} 3',
        'roster_page_cache_entries{cache="static"} 40',
        'roster_page_cache_bytes{cache="pages"} 345678',
        'roster_page_cache_bytes{cache="not_found"} 4096',
        'roster_page_cache_bytes{cache="static"} 1234567',
      ]),
    )
    expect(body).toContain('# TYPE roster_page_cache_answers_total counter')
    expect(body).toContain('# TYPE roster_renders_in_flight gauge')
  })

  it('keep each front’s counts apart', async () => {
    process.env.METRICS_TOKEN = TOKEN
    const one = live().metrics
    const other = live().metrics
    one.refused()
    const body = (await ask(other, { authorization: `Bearer ${TOKEN}` }).answer!).body
    expect(body).toContain('roster_render_refusals_total 0')
  })
})
