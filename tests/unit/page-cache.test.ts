import { describe, expect, it } from 'vitest'

import { PageCache, pageBytes, type CachedPage } from '@/server/page-cache.mjs'

const noAnswers = () => ({
  HIT: { br: [], gzip: [], identity: [], notModified: [] },
  MISS: { br: [], gzip: [], identity: [], notModified: [] },
  STALE: { br: [], gzip: [], identity: [], notModified: [] },
})

const page = (
  text: string,
  storedAt = 0,
  { tags, expiresAt = Infinity }: { tags?: string[]; expiresAt?: number } = {},
): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html']],
  bodies: { br: Buffer.from(text), gzip: Buffer.from(text) },
  finestBrotli: false,
  etag: `"${text}"`,
  storedAt,
  tags: tags && new Set(tags),
  expiresAt,
  answers: noAnswers(),
  aliasAnswers: noAnswers(),
})

function clock(start = 0) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

const etagOf = (cache: PageCache, key: string) => cache.lookup(key)?.page.etag

describe('the page cache', () => {
  it('renders a page once and answers every later visit from memory', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    expect(cache.lookup('/')).toBeUndefined()
    let renders = 0
    expect((await cache.render('/', async () => (renders++, page('home'))))?.etag).toBe('"home"')
    expect(cache.lookup('/')).toMatchObject({ freshness: 'fresh', page: { etag: '"home"' } })
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(pageBytes('/', page('home')))
    expect(renders).toBe(1)
  })

  it('renders once for visitors who ask at the same moment', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    let renders = 0
    const finish = deferred<CachedPage>()
    const render = () => (renders++, finish.promise)
    const waiting = Promise.all([1, 2, 3].map(() => cache.render('/', render)))
    expect(cache.rendering).toBe(1)
    finish.resolve(page('home'))
    const answers = await waiting
    expect(renders).toBe(1)
    expect(answers.every((answer) => answer?.etag === '"home"')).toBe(true)
    expect(cache.rendering).toBe(0)
  })

  it('keeps nothing a render declined to share, and renders again next time', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    let renders = 0
    const render = async () => (renders++, undefined)
    expect(await cache.render('/missing', render)).toBeUndefined()
    expect(await cache.render('/missing', render)).toBeUndefined()
    expect(renders).toBe(2)
    expect(cache.size).toBe(0)
    expect(cache.lookup('/missing')).toBeUndefined()
  })

  it('drops the kept page when its address now renders nothing to share', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    await cache.render('/women', async () => page('women'))
    await cache.render('/other', async () => page('other'))
    await cache.render('/women', async () => undefined)
    expect(cache.lookup('/women')).toBeUndefined()
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(pageBytes('/other', page('other')))
  })

  it('calls a page stale once it is older than freshMs', async () => {
    const time = clock()
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 1000, now: time.now })
    await cache.render('/', async () => page('old', time.now()))
    time.advance(1000)
    expect(cache.lookup('/')?.freshness).toBe('fresh')
    time.advance(1)
    expect(cache.lookup('/')).toMatchObject({ freshness: 'stale', page: { etag: '"old"' } })
    await cache.render('/', async () => page('new', time.now()))
    expect(cache.lookup('/')).toMatchObject({ freshness: 'fresh', page: { etag: '"new"' } })
  })

  it('keeps a stale page whose new render failed', async () => {
    const time = clock()
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 1000, now: time.now })
    await cache.render('/', async () => page('old', time.now()))
    time.advance(1001)
    await expect(
      cache.render('/', async () => {
        throw new Error('render timed out')
      }),
    ).rejects.toThrow('render timed out')
    expect(cache.lookup('/')).toMatchObject({ freshness: 'stale', page: { etag: '"old"' } })
    expect(cache.rendering).toBe(0)
  })

  it('stays within its byte budget, least recently used out first', async () => {
    const one = pageBytes('/1', page('aaaa'))
    const cache = new PageCache({ maxBytes: one * 2, freshMs: 60_000, now: () => 0 })
    await cache.render('/1', async () => page('aaaa'))
    await cache.render('/2', async () => page('bbbb'))
    expect(etagOf(cache, '/1')).toBe('"aaaa"')
    await cache.render('/3', async () => page('cccc'))
    expect(cache.size).toBe(2)
    expect(cache.bytes).toBeLessThanOrEqual(one * 2)
    expect(etagOf(cache, '/1')).toBe('"aaaa"')
    expect(etagOf(cache, '/3')).toBe('"cccc"')
    expect(cache.lookup('/2')).toBeUndefined()
  })

  it('keeps no page larger than its whole budget', async () => {
    const cache = new PageCache({ maxBytes: 10, freshMs: 60_000, now: () => 0 })
    expect((await cache.render('/big', async () => page('x'.repeat(20))))?.etag).toBeDefined()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
  })

  it('forgets one page on drop', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    await cache.render('/a', async () => page('a'))
    await cache.render('/b', async () => page('b'))
    cache.drop('/a')
    cache.drop('/never-kept')
    expect(cache.lookup('/a')).toBeUndefined()
    expect(etagOf(cache, '/b')).toBe('"b"')
    expect(cache.bytes).toBe(pageBytes('/b', page('b')))
  })
})

describe('the page cache on a publish, without grace', () => {
  it('drops every page, and does not keep a render that began before it', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    await cache.render('/a', async () => page('a'))
    const finish = deferred<CachedPage>()
    const before = cache.render('/b', () => finish.promise)
    cache.clear()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
    expect(cache.lookup('/a')).toBeUndefined()
    finish.resolve(page('b-old'))
    // Its visitors still get what it rendered; nobody after them does.
    expect((await before)?.etag).toBe('"b-old"')
    expect(cache.lookup('/b')).toBeUndefined()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
  })

  it('starts a new render after it rather than join one that began before', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    const old = deferred<CachedPage>()
    const fresh = deferred<CachedPage>()
    let renders = 0
    const before = cache.render('/', () => (renders++, old.promise))
    cache.clear()
    const after = cache.render('/', () => (renders++, fresh.promise))
    old.resolve(page('old'))
    await before
    // The render before the publish ending takes nothing from the one under way after it.
    const joined = cache.render('/', async () => (renders++, page('third')))
    fresh.resolve(page('new'))
    expect((await after)?.etag).toBe('"new"')
    expect((await joined)?.etag).toBe('"new"')
    expect(renders).toBe(2)
    expect(etagOf(cache, '/')).toBe('"new"')
  })

  it('drops only the pages that read a tag the publish expired, and those that noted none', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    const faq = page('faq', 0, { tags: ['page:faq@en', 'global:navigation@en'] })
    await cache.render('/faq', async () => faq)
    await cache.render('/es/faq', async () => page('faq-es', 0, { tags: ['page:faq@es'] }))
    await cache.render('/women/ana', async () => page('ana', 0, { tags: ['talent:ana@en'] }))
    await cache.render('/robots.txt', async () => page('read nothing noted'))
    // Most lately used first: the order the front renders them again in.
    expect(cache.clear(['page:faq@es', 'talent:ana@en'])).toEqual([
      '/robots.txt',
      '/women/ana',
      '/es/faq',
    ])
    expect(cache.size).toBe(1)
    expect(cache.bytes).toBe(pageBytes('/faq', faq))
    expect(cache.lookup('/faq')?.freshness).toBe('fresh')
    expect(cache.lookup('/es/faq')).toBeUndefined()
    expect(cache.lookup('/women/ana')).toBeUndefined()
    expect(cache.lookup('/robots.txt')).toBeUndefined()
    // No tags named: anything may have changed.
    expect(cache.clear([])).toEqual(['/faq'])
    expect(cache.size).toBe(0)
  })

  it('calls a page that shows the clock stale once what it shows has changed', async () => {
    const time = clock()
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: time.now })
    await cache.render('/contact', async () => page('today is monday', 0, { expiresAt: 500 }))
    time.advance(499)
    expect(cache.lookup('/contact')?.freshness).toBe('fresh')
    time.advance(1)
    expect(cache.lookup('/contact')?.freshness).toBe('stale')
  })

  it('keeps a page rendered elsewhere only if no publish came after its render began', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: 60_000, now: () => 0 })
    const before = cache.generation
    cache.keep('/gone', page('gone'), before)
    expect(etagOf(cache, '/gone')).toBe('"gone"')
    cache.clear()
    expect(cache.generation).not.toBe(before)
    cache.keep('/gone', page('gone-old'), before)
    expect(cache.lookup('/gone')).toBeUndefined()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
    cache.keep('/gone', page('gone-new'), cache.generation)
    expect(etagOf(cache, '/gone')).toBe('"gone-new"')
  })
})

describe('the page cache on a publish, with grace', () => {
  const GRACE = 1000
  const FRESH = 6 * 60 * 60_000
  const OUTDATED_FOR = 60_000

  async function publishedCache() {
    const time = clock()
    const cache = new PageCache({
      maxBytes: 10_000,
      freshMs: FRESH,
      graceAfterPublishMs: GRACE,
      outdatedForMs: OUTDATED_FOR,
      now: time.now,
    })
    await cache.render('/', async () => page('old', time.now()))
    time.advance(10)
    cache.clear()
    return { cache, time }
  }

  it('serves the old page as stale within the grace, so its visitors never wait', async () => {
    const { cache, time } = await publishedCache()
    expect(cache.lookup('/')).toMatchObject({ freshness: 'stale', page: { etag: '"old"' } })
    time.advance(GRACE)
    expect(cache.lookup('/')?.freshness).toBe('stale')
  })

  it('calls it outdated after the grace, and forgets it once outdatedForMs has passed', async () => {
    const { cache, time } = await publishedCache()
    time.advance(GRACE + 1)
    expect(cache.lookup('/')).toMatchObject({ freshness: 'outdated', page: { etag: '"old"' } })
    time.advance(OUTDATED_FOR - GRACE - 1)
    expect(cache.lookup('/')?.freshness).toBe('outdated')
    time.advance(1)
    expect(cache.lookup('/')).toBeUndefined()
    expect([cache.size, cache.bytes]).toEqual([0, 0])
  })

  it('replaces the outdated page with the first render after the publish', async () => {
    const { cache, time } = await publishedCache()
    expect(cache.isOutdated('/')).toBe(true)
    await cache.render('/', async () => page('new', time.now()))
    expect(cache.isOutdated('/')).toBe(false)
    expect(cache.lookup('/')).toMatchObject({ freshness: 'fresh', page: { etag: '"new"' } })
    // Fresh for its own freshMs, not forgotten with the publish it replaced.
    time.advance(FRESH)
    expect(cache.lookup('/')?.freshness).toBe('fresh')
  })

  it('outdates only the pages that read what the publish changed', async () => {
    const { cache, time } = await publishedCache()
    await cache.render('/', async () => page('home', time.now(), { tags: ['page:home@en'] }))
    await cache.render('/es', async () => page('home-es', time.now(), { tags: ['page:home@es'] }))
    await cache.render('/api', async () => page('noted nothing', time.now()))
    cache.clear(['page:home@es'])
    expect(cache.lookup('/')?.freshness).toBe('fresh')
    expect(cache.lookup('/es')?.freshness).toBe('stale')
    expect(cache.lookup('/api')?.freshness).toBe('stale')
  })

  it('does not keep a render that began before the publish', async () => {
    const time = clock()
    const cache = new PageCache({
      maxBytes: 10_000,
      freshMs: FRESH,
      graceAfterPublishMs: GRACE,
      now: time.now,
    })
    await cache.render('/', async () => page('old', time.now()))
    const finish = deferred<CachedPage>()
    const before = cache.render('/', () => finish.promise)
    cache.clear()
    finish.resolve(page('rendered before'))
    await before
    expect(cache.lookup('/')).toMatchObject({ freshness: 'stale', page: { etag: '"old"' } })
  })

  it('makes room for a page’s second encoding by dropping the least recently used others', async () => {
    const one = pageBytes('/a', page('aaaa'))
    const cache = new PageCache({ maxBytes: one * 2, freshMs: FRESH })
    const a = (await cache.render('/a', async () => page('aaaa')))!
    await cache.render('/b', async () => page('bbbb'))
    const bigger = { ...a, bodies: { ...a.bodies, gzip: Buffer.from('a second, longer encoding') } }
    cache.lookup('/a')
    await cache.render('/c', async () => page('cccc'))
    expect(cache.peek('/b')).toBeUndefined()
    cache.replace('/a', a, bigger)
    expect(cache.bytes).toBeLessThanOrEqual(one * 2)
    expect(cache.peek('/a')).toBe(bigger)
    expect(cache.peek('/c')).toBeUndefined()
  })

  it('replaces a page with its other encoding only while the key still holds that page', async () => {
    const cache = new PageCache({ maxBytes: 10_000, freshMs: FRESH })
    const first = (await cache.render('/', async () => page('first')))!
    await cache.render('/b', async () => page('b'))
    const smaller = { ...first, bodies: { br: Buffer.from('f'), gzip: first.bodies.gzip } }
    const bytes = cache.bytes
    cache.replace('/', first, smaller)
    expect(cache.lookup('/b')?.page.etag).toBe('"b"')
    expect(cache.lookup('/')?.page).toBe(smaller)
    expect(cache.bytes).toBe(bytes - (first.bodies.br.length - 1))
    // Rendered again since: the newer page stays.
    const second = (await cache.render('/', async () => page('second')))!
    cache.replace('/', smaller, page('stale replacement'))
    expect(cache.lookup('/')?.page).toBe(second)
    cache.drop('/')
    cache.replace('/', second, page('gone'))
    expect(cache.lookup('/')).toBeUndefined()
  })
})
