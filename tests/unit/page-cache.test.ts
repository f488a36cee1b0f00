import { describe, expect, it, vi } from 'vitest'

import { PageCache, pageBytes, type CachedPage } from '@/server/page-cache.mjs'

const page = (text: string, storedAt = 0, language = 'en'): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  bodies: { br: Buffer.from(text), gzip: Buffer.from(text) },
  etag: `"${text}"`,
  language,
  storedAt,
  wire: {
    HIT: { br: [], gzip: [], identity: [] },
    MISS: { br: [], gzip: [], identity: [] },
  },
  notModified: { HIT: [], MISS: [] },
})

function clock(start = 0) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('the page cache', () => {
  it('renders a page once and answers every later visit from memory', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    let renders = 0
    const render = async () => (renders++, page('home'))
    expect((await cache.get('/', render)).hit).toBe(false)
    const again = await cache.get('/', render)
    expect(again).toMatchObject({ hit: true, page: { etag: '"home"' } })
    expect(renders).toBe(1)
  })

  it('renders once for visitors who ask at the same moment', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    let renders = 0
    let finish: (value: CachedPage) => void = () => {}
    const render = () => (renders++, new Promise<CachedPage>((resolve) => (finish = resolve)))
    const waiting = Promise.all([1, 2, 3].map(() => cache.get('/', render)))
    finish(page('home'))
    const answers = await waiting
    expect(renders).toBe(1)
    expect(answers.every((answer) => answer.page?.etag === '"home"')).toBe(true)
  })

  it('keeps nothing a render declined to share, and asks again next time', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    let renders = 0
    const render = async () => (renders++, undefined)
    await cache.get('/missing', render)
    await cache.get('/missing', render)
    expect(renders).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('serves a stale page at once and renders it again behind the visit', async () => {
    const time = clock()
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 1000, now: time.now })
    await cache.get('/', async () => page('old', time.now()))
    time.advance(1001)
    let rerendered: () => void = () => {}
    const done = new Promise<void>((resolve) => (rerendered = resolve))
    const stale = await cache.get('/', async () => {
      rerendered()
      return page('new', time.now())
    })
    expect(stale.page?.etag).toBe('"old"')
    await done
    await new Promise((resolve) => setImmediate(resolve))
    expect((await cache.get('/', async () => page('never'))).page?.etag).toBe('"new"')
  })

  it('keeps a stale page whose refresh failed, and says why in the log', async () => {
    const time = clock()
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 1000, now: time.now })
    await cache.get('/', async () => page('old', time.now()))
    time.advance(1001)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const stale = await cache.get('/', async () => {
        throw new Error('render timed out')
      })
      expect(stale.page?.etag).toBe('"old"')
      await new Promise((resolve) => setImmediate(resolve))
      expect(logged).toHaveBeenCalledOnce()
      expect(cache.lookup('/', async () => undefined)?.etag).toBe('"old"')
    } finally {
      logged.mockRestore()
    }
  })

  it('drops every page on a publish, and does not keep a render that began before it', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    await cache.get('/a', async () => page('a'))
    let finish: (value: CachedPage) => void = () => {}
    const before = cache.get('/b', () => new Promise<CachedPage>((resolve) => (finish = resolve)))
    cache.clear()
    finish(page('b-old'))
    await before
    expect(cache.size).toBe(0)
    expect(cache.bytes).toBe(0)
    let renders = 0
    await cache.get('/a', async () => (renders++, page('a2')))
    expect(renders).toBe(1)
  })

  it('drops only the pages of the languages a change of translations touched', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    await cache.get('/faq', async () => page('faq'))
    await cache.get('/es/faq', async () => page('faq-es', 0, 'es'))
    await cache.get('/api/en/faq', async () => page('no language', 0, ''))
    cache.clear(new Set(['es']))
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(pageBytes('/faq', page('faq')))
    let renders = 0
    await cache.get('/faq', async () => (renders++, page('never')))
    await cache.get('/es/faq', async () => (renders++, page('faq-es-2', 0, 'es')))
    expect(renders).toBe(1)
  })

  it('stays within its byte budget, least recently used out first', async () => {
    const one = pageBytes('/1', page('aaaa'))
    const cache = new PageCache({ maxBytes: one * 2, freshMs: 60_000, now: () => 0 })
    await cache.get('/1', async () => page('aaaa'))
    await cache.get('/2', async () => page('bbbb'))
    await cache.get('/1', async () => page('never'))
    await cache.get('/3', async () => page('cccc'))
    expect(cache.size).toBe(2)
    expect(cache.bytes).toBeLessThanOrEqual(one * 2)
    let renders = 0
    await cache.get('/1', async () => (renders++, page('aaaa')))
    expect(renders).toBe(0)
    await cache.get('/2', async () => (renders++, page('bbbb')))
    expect(renders).toBe(1)
  })
})
