import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { CACHE_RENDER_HEADER } from '@/lib/cache/cache-render.mjs'
import { noteTags } from '@/lib/cache/render-record.mjs'
import { ALIAS_CACHE_CONTROL, NOT_FOUND_CACHE_CONTROL } from '@/server/cache-policy.mjs'
import { createFront } from '@/server/front.mjs'
import { PageCache } from '@/server/page-cache.mjs'
import { RenderGate } from '@/server/render-gate.mjs'

/**
 * The front under the traffic of issue 30: addresses that differ in what no page reads, made-up
 * filter values and addresses, many misses at once, a full render queue and a publish. Next
 * stands in as a handler that counts what it renders and shows the address it was asked for.
 */
type Site = {
  base: string
  /** The addresses Next rendered for the cache, in order. */
  renders: string[]
  cache: PageCache
  notFoundCache: PageCache
  /** Holds every render of an address starting `/slow` until `release()`. */
  release(): void
  /**
   * What the fake Next shows from now on: the content a publish changed, and the tags it
   * expired (none: anything may have changed).
   */
  publish(version: string, tags?: string[]): void
  stop(): void
}

const sites: Site[] = []
const PROSE = Array.from({ length: 4000 }, (_, n) => `word${(n * 7919) % 997}`).join(' ')
/** The build's preview mode id: a draft mode cookie holding it is a staff member's preview. */
const DRAFT_MODE_ID = 'the-builds-preview-id'
afterEach(() => {
  for (const site of sites.splice(0)) site.stop()
  delete process.env.METRICS_TOKEN
})

async function startSite(
  gate: { concurrency?: number; queueLength?: number; maxWaitMs?: number } = {},
  renderTimeoutMs = 5000,
) {
  const renders: string[] = []
  let version = 'v1'
  let held: (() => void)[] = []
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = request.url ?? '/'
    if (request.headers[CACHE_RENDER_HEADER] !== undefined) renders.push(url)
    // A page that reads one thing, as a cached read of the site notes it (lib/data/cached.ts).
    const reads = /^\/reads-(\w+)$/.exec(url)?.[1]
    if (reads) noteTags([reads])
    // A book of three pages: a page past the last redirects to the last, as a book does.
    const page = /^\/book\?page=(\d+)$/.exec(url)
    if (page && Number(page[1]) > 3) {
      response.writeHead(307, { location: '/book?page=3', 'content-type': 'text/html' })
      return response.end('<!DOCTYPE html><title>Redirecting</title>')
    }
    // A long page, written as Next writes, waiting whenever the visitor's connection is full.
    if (url.startsWith('/long')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      const chunk = 'x'.repeat(64 * 1024)
      let left = 256
      const more = () => {
        while (left-- > 0) if (!response.write(chunk)) return void response.once('drain', more)
        response.end()
      }
      return more()
    }
    // Prose of some length: brotli's best quality packs it tighter than its quick one.
    if (url === '/prose') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end(`<!DOCTYPE html><title>Prose</title><p>${PROSE}</p>`)
    }
    const answer = () => {
      const missing = url.startsWith('/gone')
      response.writeHead(missing ? 404 : 200, {
        'content-type': 'text/html; charset=utf-8',
        'content-language': 'en',
      })
      response.end(`<!DOCTYPE html><title>${url}</title><p>${missing ? 'Not found' : version}</p>`)
    }
    if (url.startsWith('/slow')) held.push(answer)
    else answer()
  }
  const cache = new PageCache({ maxBytes: 8 << 20, freshMs: 60_000, graceAfterPublishMs: 1000 })
  const notFoundCache = new PageCache({ maxBytes: 1 << 20, freshMs: 10_000 })
  const front = createFront({
    handle,
    cache,
    notFoundCache,
    staticCache: new PageCache({ maxBytes: 1 << 20, freshMs: Infinity }),
    gate: new RenderGate({
      concurrency: gate.concurrency ?? 2,
      queueLength: gate.queueLength ?? 64,
      maxWaitMs: gate.maxWaitMs ?? 5000,
      share: 1,
    }),
    cacheUsable: () => true,
    peerOf: (request) => request.socket.remoteAddress ?? '',
    https: () => false,
    renderTimeoutMs,
    draftModeId: DRAFT_MODE_ID,
  })
  await front.listen()
  const server = http.createServer((request, response) => void front.front(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const site: Site = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders,
    cache,
    notFoundCache,
    release: () => {
      for (const answer of held.splice(0)) answer()
    },
    publish: (next, tags = []) => {
      version = next
      front.contentChanged(tags)
    },
    stop: () => {
      held.forEach((answer) => answer())
      held = []
      server.closeAllConnections()
      server.close()
      front.close()
    },
  }
  sites.push(site)
  return site
}

/** A browser's: fetch's own agent is a crawler's to the front. */
const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36'

/** A request written by hand: fetch would drop a fragment. Resolves the answer's head. */
function rawGet(site: Site, target: string): Promise<string> {
  const { port, hostname } = new URL(site.base)
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port: Number(port), host: hostname })
    let received = ''
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1')
      const end = received.indexOf('\r\n\r\n')
      if (end >= 0) {
        socket.destroy()
        resolve(received.slice(0, end).toLowerCase())
      }
    })
    socket.on('error', reject)
    socket.write(`GET ${target} HTTP/1.1\r\nhost: ${hostname}\r\nuser-agent: ${BROWSER}\r\n\r\n`)
  })
}

const get = (site: Site, path: string, headers: Record<string, string> = {}) =>
  fetch(`${site.base}${path}`, {
    headers: { 'user-agent': BROWSER, ...headers },
    redirect: 'manual',
  })

describe('a package’s link (issue 32)', () => {
  it('is never kept: every visit reaches Next, and nothing says it came from a cache', async () => {
    const site = await startSite()
    const token = 'q0Vx3xY8-abcdefghijklmnopqrstuvwxyzABCDEFGH'
    for (const path of [
      `/p/${token}`,
      `/p/${token}`,
      `/es/p/${token}`,
      `/p/${token}?utm_source=mail`,
    ]) {
      const answer = await get(site, path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('x-roster-cache'), path).toBeNull()
      expect(answer.headers.get('cache-control') ?? '', path).not.toContain('s-maxage')
    }
    expect(site.renders).toEqual([])
    expect(site.cache.size).toBe(0)
    expect(site.notFoundCache.size).toBe(0)
  })
})

describe('addresses that differ in what no page reads', () => {
  it('answers tracking parameters and unknown keys from the clean address’s page, rendered once', async () => {
    const site = await startSite()
    const clean = await (await get(site, '/')).text()
    for (const path of [
      '/?fbclid=IwAR0abcdef',
      '/?utm_source=instagram&utm_medium=social',
      '/?gclid=a&msclkid=b&_ga=c',
      '/?anything=else',
    ]) {
      const answer = await get(site, path)
      expect(answer.status, path).toBe(200)
      expect(answer.headers.get('x-roster-cache'), path).toBe('HIT')
      expect(answer.headers.get('cache-control'), path).toBe(ALIAS_CACHE_CONTROL)
      expect(await answer.text(), path).toBe(clean)
    }
    expect(site.renders).toEqual(['/'])
    // The canonical address itself may be kept by shared caches.
    expect((await get(site, '/')).headers.get('cache-control')).toContain('s-maxage')
  })

  it('keeps one entry for a book however its filters are spelled', async () => {
    const site = await startSite()
    await get(site, '/women')
    for (let n = 0; n < 10; n++) expect((await get(site, `/women?hair=x${n}`)).status).toBe(200)
    for (const path of [
      '/women?heightMin=tall',
      '/women?heightMax=999',
      '/women?page=1',
      '/women?page=99999',
    ])
      await get(site, path)
    await get(site, '/women?hair=red&page=2')
    await get(site, '/women?page=2&hair=red&hair=blonde&utm_source=x')
    expect(site.renders).toEqual(['/women', '/women?hair=red&page=2'])
    expect(site.cache.size).toBe(2)
  })
})

describe('addresses Next reads as the same page', () => {
  it('keys navigation headers only on a navigation payload’s request', async () => {
    const site = await startSite()
    await get(site, '/about')
    for (let n = 0; n < 3; n++) {
      const answer = await get(site, '/about', {
        'next-router-prefetch': `z${n}`,
        'next-url': `/c${n}`,
        rsc: '0',
      })
      expect(answer.headers.get('x-roster-cache')).toBe('HIT')
    }
    expect(site.renders).toEqual(['/about'])
  })

  it('renders a target with a fragment for its request alone', async () => {
    const site = await startSite()
    for (let n = 0; n < 2; n++) {
      const answer = await rawGet(site, `/about#x${n}`)
      expect(answer).not.toContain('x-roster-cache')
    }
    expect(site.renders).toEqual([])
  })

  it('redirects a page past a book’s last itself, once the book has said which is last', async () => {
    const site = await startSite()
    for (const n of [50, 51, 9999]) {
      const answer = await get(site, `/book?page=${n}&utm_source=x`)
      expect(answer.status).toBe(307)
      expect(answer.headers.get('location')).toBe('/book?page=3')
    }
    expect(site.renders).toEqual(['/book?page=50'])
    expect((await get(site, '/book?page=2')).status).toBe(200)
    // A publish may change the book: it says again (the kept page 2 renders again at once).
    site.publish('v2')
    await get(site, '/book?page=60')
    expect(site.renders.filter((render) => render !== '/book?page=2')).toEqual([
      '/book?page=50',
      '/book?page=60',
    ])
  })
})

describe('the bytes of a kept page', () => {
  it('are compressed again at brotli’s best once sent again and no render waits: fewer bytes, the same page', async () => {
    const site = await startSite()
    const brotli = { 'accept-encoding': 'br' }
    const first = await get(site, '/prose', brotli)
    const quick = Buffer.from(await first.arrayBuffer())
    expect(first.headers.get('x-roster-cache')).toBe('MISS')
    // Asked for once, as each of a flood's addresses is: not worth 30 ms of CPU.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(site.cache.peek('/prose\nhttp\nperson')?.finestBrotli).toBe(false)
    const lengthNow = async () =>
      Number((await get(site, '/prose', brotli)).headers.get('content-length'))
    await expect
      .poll(lengthNow, { timeout: 2_000, interval: 20 })
      .toBeLessThan(Number(first.headers.get('content-length')))
    const finer = await get(site, '/prose', brotli)
    expect(finer.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(Buffer.from(await finer.arrayBuffer())).toEqual(quick)
    expect(site.renders).toEqual(['/prose'])
  })
})

describe('not-found answers', () => {
  it('renders a repeated 404 once, and keeps no crawler’s', async () => {
    const site = await startSite()
    for (let visit = 0; visit < 5; visit++) {
      const answer = await get(site, '/gone-page')
      expect(answer.status).toBe(404)
      expect(answer.headers.get('cache-control')).toBe(NOT_FOUND_CACHE_CONTROL)
      expect(await answer.text()).toContain('Not found')
    }
    expect(site.renders).toEqual(['/gone-page'])
    expect(site.notFoundCache.size).toBe(1)
    expect(site.cache.size).toBe(0)
    const crawler = { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }
    for (let visit = 0; visit < 2; visit++)
      expect((await get(site, '/gone-page', crawler)).status).toBe(404)
    expect(site.renders).toHaveLength(3)
  })

  it('forgets them at a publish: a page may now live there', async () => {
    const site = await startSite()
    await get(site, '/gone-page')
    site.publish('v2')
    expect(site.notFoundCache.size).toBe(0)
  })
})

describe('renders in turn', () => {
  it('renders once for ten visitors who miss the same page at the same moment', async () => {
    const site = await startSite()
    const answers = Promise.all(Array.from({ length: 10 }, () => get(site, '/slow-page')))
    await new Promise((resolve) => setTimeout(resolve, 100))
    site.release()
    for (const answer of await answers) expect(answer.status).toBe(200)
    expect(site.renders).toEqual(['/slow-page'])
  })

  it('gives a staff session or credentials the visitors’ page, and renders only a real draft preview', async () => {
    const site = await startSite()
    const clean = await (await get(site, '/')).text()
    for (const headers of <Record<string, string>[]>[
      { cookie: 'payload-token=made-up' },
      { cookie: '__prerender_bypass=made-up' },
      { authorization: 'Bearer made-up' },
    ]) {
      const answer = await get(site, '/', headers)
      expect(answer.headers.get('x-roster-cache'), JSON.stringify(headers)).toBe('HIT')
      expect(await answer.text()).toBe(clean)
    }
    expect(site.renders).toEqual(['/'])
    const preview = await get(site, '/', { cookie: `__prerender_bypass=${DRAFT_MODE_ID}` })
    expect(preview.status).toBe(200)
    // Handed to Next as it came: neither the cache's answer nor a render for it.
    expect(preview.headers.get('x-roster-cache')).toBeNull()
    expect(site.renders).toEqual(['/'])
  })

  it('takes everything the site’s routes render in turn: a post, a body, an address no page has', async () => {
    const site = await startSite({ concurrency: 1, queueLength: 1 })
    const holding = get(site, '/slow-1')
    const waiting = get(site, '/slow-2')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const { port } = new URL(site.base)
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request))
        let received = ''
        socket.on('data', (chunk) => (received += chunk.toString('latin1')))
        socket.on('end', () => resolve(received.split('\r\n')[0]!))
        socket.on('error', reject)
      })
    const agent = `user-agent: ${BROWSER}\r\nconnection: close`
    for (const request of [
      `POST /about HTTP/1.1\r\nhost: x\r\n${agent}\r\ncontent-length: 0\r\n\r\n`,
      `GET /about HTTP/1.1\r\nhost: x\r\n${agent}\r\ncontent-length: 1\r\n\r\nx`,
      `GET /about HTTP/1.1\r\nhost: x\r\n${agent}\r\ntransfer-encoding: chunked\r\n\r\n0\r\n\r\n`,
      `GET /about.x HTTP/1.1\r\nhost: x\r\n${agent}\r\n\r\n`,
      `GET /_about HTTP/1.1\r\nhost: x\r\n${agent}\r\n\r\n`,
    ])
      expect(await raw(request), request.split('\r\n')[0]).toBe('HTTP/1.1 503 Service Unavailable')
    site.release()
    expect((await holding).status).toBe(200)
    site.release()
    expect((await waiting).status).toBe(200)
  })

  it('answers a fast 503 with Retry-After when every slot and the queue are taken', async () => {
    const site = await startSite({ concurrency: 1, queueLength: 1 })
    const first = get(site, '/slow-1')
    const second = get(site, '/slow-2')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const started = Date.now()
    const third = await get(site, '/slow-3')
    expect(third.status).toBe(503)
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(third.headers.get('cache-control')).toBe('no-store')
    expect(Date.now() - started).toBeLessThan(1000)
    // Kept pages are still answered at once.
    site.release()
    expect((await first).status).toBe(200)
    site.release()
    expect((await second).status).toBe(200)
    expect((await get(site, '/slow-1')).headers.get('x-roster-cache')).toBe('HIT')
  })

  it('never lets a visitor wait longer than the queue allows', async () => {
    const site = await startSite({ concurrency: 1, queueLength: 8, maxWaitMs: 300 })
    const holding = get(site, '/slow-1')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    const waited = await get(site, '/slow-2')
    expect(waited.status).toBe(503)
    expect(Date.now() - started).toBeLessThan(2000)
    site.release()
    await holding
  })

  it('frees the slot of a visitor who left while waiting for it', async () => {
    const site = await startSite({ concurrency: 1, queueLength: 8 })
    const ask = (path: string) => {
      const request = http.get(`${site.base}${path}`, { agent: false })
      const status = new Promise<number | undefined>((resolve) => {
        request.on('response', (answer) => (answer.resume(), resolve(answer.statusCode)))
        request.on('error', () => resolve(undefined))
      })
      return { status, leave: () => request.destroy() }
    }
    // A payment's return renders for its visitor alone, in turn with the renders for the cache.
    const first = ask('/slow-payment?session_id=cs_a')
    await new Promise((resolve) => setTimeout(resolve, 50))
    const leaving = ask('/slow-payment?session_id=cs_b')
    await new Promise((resolve) => setTimeout(resolve, 50))
    leaving.leave()
    await new Promise((resolve) => setTimeout(resolve, 50))
    site.release()
    expect(await first.status).toBe(200)
    expect((await get(site, '/about')).status).toBe(200)
  })

  it('takes back the slot of a render for one visitor that hangs, after the render deadline', async () => {
    const site = await startSite({ concurrency: 1, queueLength: 8 }, 300)
    const hanging = fetch(`${site.base}/slow-payment?session_id=cs_a`).catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const started = Date.now()
    expect((await get(site, '/about')).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(2000)
    site.release()
    await hanging
  })

  it('gives back the slot of a visitor who does not read, once Next waits on them', async () => {
    const site = await startSite({ concurrency: 1, queueLength: 8, maxWaitMs: 2000 })
    const { port, hostname } = new URL(site.base)
    // Asks for a long page that renders for this visitor alone, and never reads the answer.
    const stalled = net.connect({ port: Number(port), host: hostname })
    stalled.pause()
    stalled.write(
      `GET /long?session_id=cs_a HTTP/1.1\r\nhost: ${hostname}\r\nuser-agent: ${BROWSER}\r\n\r\n`,
    )
    await new Promise((resolve) => setTimeout(resolve, 200))
    const started = Date.now()
    expect((await get(site, '/about')).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(1000)
    stalled.destroy()
  })

  it('answers an outdated copy rather than a 503 when no render can be had', async () => {
    const site = await startSite({ concurrency: 1, queueLength: 0 })
    await get(site, '/about')
    const holding = get(site, '/slow-1')
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The render the publish asks for at once is refused too.
    site.publish('v2')
    // Past the grace after the publish, a visit would wait for the new page: here none can be had.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const answer = await get(site, '/about')
    expect(answer.status).toBe(200)
    expect(await answer.text()).toContain('v1')
    site.release()
    await holding
  })
})

describe('a publish', () => {
  it('gives the first visitors the old page at once while the new one renders', async () => {
    const site = await startSite()
    const kept = get(site, '/slow-about')
    await expect.poll(() => site.renders.length).toBe(1)
    site.release()
    await kept
    site.publish('v2')
    // The new page is being rendered (held here): the visitor gets the old one, at once.
    const first = await get(site, '/slow-about')
    expect(first.headers.get('x-roster-cache')).toBe('STALE')
    expect(await first.text()).toContain('v1')
    site.release()
    await expect.poll(async () => (await get(site, '/slow-about')).text()).toContain('v2')
    expect(site.renders).toEqual(['/slow-about', '/slow-about'])
  })

  it('renders again at once the pages it outdated, so the next visit is a hit on the new page', async () => {
    const site = await startSite()
    await get(site, '/about')
    site.publish('v2')
    await expect.poll(() => site.renders.length).toBe(2)
    const next = await get(site, '/about')
    expect(next.headers.get('x-roster-cache')).toBe('HIT')
    expect(await next.text()).toContain('v2')
  })

  it('outdates only the pages whose render read a tag it expired', async () => {
    const site = await startSite()
    for (const path of ['/reads-talent', '/reads-book'])
      expect((await get(site, path)).headers.get('x-roster-cache')).toBe('MISS')
    site.publish('v2', ['talent'])
    await expect.poll(() => site.renders).toEqual(['/reads-talent', '/reads-book', '/reads-talent'])
    const [talent, book] = await Promise.all([get(site, '/reads-talent'), get(site, '/reads-book')])
    expect(await talent.text()).toContain('v2')
    expect(book.headers.get('x-roster-cache')).toBe('HIT')
    expect(await book.text()).toContain('v1')
    expect(site.renders).toHaveLength(3)
  })
})

describe('the metrics endpoint', () => {
  it('does not exist without a token, and counts hits, misses and refusals with one', async () => {
    const site = await startSite()
    await get(site, '/')
    await get(site, '/')
    // Without a token the address is Next's, as any other.
    expect(await (await get(site, '/api/_metrics')).text()).not.toContain('roster_')
    process.env.METRICS_TOKEN = 'scrape-me'
    expect((await get(site, '/api/_metrics')).status).toBe(401)
    expect((await get(site, '/api/_metrics', { authorization: 'Bearer wrong' })).status).toBe(401)
    const scraped = await get(site, '/api/_metrics', { authorization: 'Bearer scrape-me' })
    expect(scraped.status).toBe(200)
    const text = await scraped.text()
    expect(text).toMatch(/roster_page_cache_answers_total\{cache="pages",state="hit"\} 1/)
    expect(text).toMatch(/roster_page_cache_answers_total\{cache="pages",state="miss"\} 1/)
    expect(text).toMatch(/roster_page_cache_entries\{cache="pages"\} 1/)
    expect(text).toMatch(/roster_renders_in_flight 0/)
    expect(text).toMatch(/roster_render_refusals_total 0/)
  })
})
