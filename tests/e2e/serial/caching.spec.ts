import { readFileSync } from 'node:fs'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { expect, test, type APIRequestContext } from '@playwright/test'

import { getOnTheWire } from '../../helpers/get-on-the-wire'
import { BROWSER, untilCurrent } from '../support/published'
import { E2E_BASE_URL, E2E_DATA_DIR } from '../support/server-env'
import { sqlStatementCount } from '../support/server-log'
import { asStaff, draftPreviewHeaders } from '../support/staff'

/**
 * Caching and revalidation. These tests count the server's queries and change shared content,
 * so they run alone, in order, after every other test (the `serial` project).
 */
const WITHIN_A_SECOND = { timeout: 1000, intervals: [50] }

/**
 * Pages and the API rendered so far, and the cached reads that went to the database
 * (ROSTER_TEST_ROUTES=1: src/lib/render-count.ts).
 */
const testCounters = async (request: APIRequestContext) =>
  (await (await request.get('/api/_test/renders')).json()) as {
    renders: number
    dataReads: number
    talentCardReads: number
    mediaSweepPending: boolean
  }
const renders = async (request: APIRequestContext): Promise<number> =>
  (await testCounters(request)).renders

/** Waits until no render is under way (a stale page is rendered again behind a visit). */
async function quietRenders(request: APIRequestContext): Promise<number> {
  let last = await renders(request)
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    const now = await renders(request)
    if (now === last) return now
    last = now
  }
}

/**
 * What earlier tests set going is over before each test counts: a media sweep's SQL (one follows
 * a save that stopped showing a picture, cms/media/publicity.ts) and a stale page rendering again.
 */
test.beforeEach(async ({ request }) => {
  await expect
    .poll(async () => (await testCounters(request)).mediaSweepPending, { timeout: 30_000 })
    .toBe(false)
  await quietRenders(request)
})

// A published page is served without touching the database on repeat visits.
test('repeat visits to pages and the API run no SQL', async ({ request }) => {
  const paths = ['/', '/about', '/women', '/women/amara-okafor', '/api/women', '/api/_settings']
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200)
  await expect.poll(sqlStatementCount).toBeGreaterThan(0)
  const before = sqlStatementCount()
  for (let round = 0; round < 3; round += 1) {
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200)
  }
  // Give the log a moment to flush anything a request might have run.
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(sqlStatementCount()).toBe(before)
})

const CACHED = ['/', '/women', '/women/amara-okafor', '/faq', '/submit', '/contact', '/api/women']

test('a repeat visit to a published page renders nothing: it comes from the page cache', async ({
  request,
}) => {
  for (const path of CACHED) expect((await request.get(path)).status(), path).toBe(200)
  const before = await quietRenders(request)
  for (let round = 0; round < 3; round += 1) {
    for (const path of CACHED)
      expect((await request.get(path)).headers()['x-roster-cache'], path).toBe('HIT')
  }
  expect(await quietRenders(request)).toBe(before)
})

/** The page cache's entries (pages, or not-found answers), from the metrics endpoint. */
async function entries(request: APIRequestContext, cache: 'pages' | 'not_found'): Promise<number> {
  const metrics = await request.get('/api/_metrics', {
    headers: { authorization: 'Bearer e2e-metrics' },
  })
  const line = new RegExp(`^roster_page_cache_entries\\{cache="${cache}"\\} (\\d+)$`, 'm')
  return Number(line.exec(await metrics.text())![1])
}

test('campaign and click parameters, and keys no page reads, render nothing', async ({
  request,
}) => {
  const clean = await (await request.get('/women')).text()
  const before = await quietRenders(request)
  for (const path of [
    '/women?utm_source=instagram&utm_medium=social',
    '/women?fbclid=IwAR0abcdef',
    '/women?gclid=x&msclkid=y&_ga=z&ref=newsletter',
    '/women?anything=else',
  ]) {
    const answer = await request.get(path)
    expect(answer.headers()['x-roster-cache'], path).toBe('HIT')
    expect(await answer.text(), path).toBe(clean)
  }
  expect(await quietRenders(request)).toBe(before)
})

test('made-up filter values, spellings and page numbers make no new entries', async ({
  request,
}) => {
  await request.get('/women')
  await request.get('/women?hair=blonde&heightMin=170')
  await quietRenders(request)
  const pages = await entries(request, 'pages')
  for (let n = 0; n < 10; n++) {
    expect((await request.get(`/women?hair=x${n}`)).headers()['x-roster-cache']).toBe('HIT')
  }
  for (const path of [
    '/women?heightMin=tall',
    '/women?heightMax=999',
    '/women?page=1',
    '/women?page=99999',
    '/women?heightMin=170&hair=blonde',
    '/women?hair=blonde&hair=red&heightMin=170',
  ])
    expect((await request.get(path)).headers()['x-roster-cache'], path).toBe('HIT')
  expect(await entries(request, 'pages')).toBe(pages)
  // A page past the last is the last page, at its own address.
  const past = await request.get('/women?page=9999', { maxRedirects: 0 })
  expect(past.status()).toBe(307)
  expect(past.headers()['location']).toBe('/women')
})

test('a repeated not-found address renders once', async ({ request }) => {
  const before = await quietRenders(request)
  for (let visit = 0; visit < 5; visit++) {
    const answer = await request.get('/no-such-page-at-all')
    expect(answer.status()).toBe(404)
    expect(await answer.text()).toContain('Page Not Found: /no-such-page-at-all')
  }
  expect(await quietRenders(request)).toBe(before + 1)
  expect(await entries(request, 'not_found')).toBeGreaterThan(0)
})

/** A page's answer as it came over the wire, compressed bytes left compressed. */
const getRaw = (pathname: string, headers: Record<string, string>) =>
  getOnTheWire(`${E2E_BASE_URL}${pathname}`, headers)

test('cached pages are sent compressed as the browser asks, and decompress to the whole page', async () => {
  for (const path of ['/women', '/api/women']) {
    await getRaw(path, {})
    const plain = await getRaw(path, { 'accept-encoding': 'identity' })
    const br = await getRaw(path, { 'accept-encoding': 'gzip, deflate, br' })
    const gzip = await getRaw(path, { 'accept-encoding': 'gzip, deflate' })
    expect(plain.headers['content-encoding'], path).toBeUndefined()
    expect(br.headers['content-encoding'], path).toBe('br')
    expect(gzip.headers['content-encoding'], path).toBe('gzip')
    expect(br.body.length, path).toBeLessThan(plain.body.length / 3)
    expect(brotliDecompressSync(br.body).equals(plain.body), path).toBe(true)
    expect(gunzipSync(gzip.body).equals(plain.body), path).toBe(true)
    expect(Number(br.headers['content-length']), path).toBe(br.body.length)
    for (const answer of [plain, br, gzip]) {
      expect(answer.headers['vary'], path).toContain('Accept-Encoding')
      expect(answer.headers['etag'], path).toBe(plain.headers['etag'])
    }
  }
  const page = (await getRaw('/women', { 'accept-encoding': 'identity' })).body.toString('utf8')
  expect(page.startsWith('<!DOCTYPE html>')).toBe(true)
  expect(page.trimEnd().endsWith('</html>')).toBe(true)
})

test('the sitemap is kept like a page: brotli for a client that takes only brotli, a hit once asked', async () => {
  const first = await getRaw('/sitemap.xml', { 'accept-encoding': 'br' })
  const again = await getRaw('/sitemap.xml', { 'accept-encoding': 'br' })
  expect(again.headers['x-roster-cache']).toBe('HIT')
  expect(again.headers['content-encoding']).toBe('br')
  expect(again.headers['content-type']).toContain('application/xml')
  const xml = brotliDecompressSync(again.body).toString('utf8')
  expect(xml).toContain('<urlset')
  expect(xml).toContain('/women/lena-vogel</loc>')
  expect(brotliDecompressSync(first.body).toString('utf8')).toBe(xml)
  // A client without brotli gets gzip of the same bytes.
  const gzip = await getRaw('/sitemap.xml', { 'accept-encoding': 'gzip' })
  expect(gzip.headers['content-encoding']).toBe('gzip')
  expect(gunzipSync(gzip.body).toString('utf8')).toBe(xml)
})

test('Next’s script files are sent with brotli, compressed once, and stay immutable', async () => {
  const html = (await getRaw('/women', {})).body.toString('utf8')
  const script = /"src":"(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)![1]!
  await getRaw(script, { 'accept-encoding': 'br' })
  const br = await getRaw(script, { 'accept-encoding': 'gzip, deflate, br' })
  const plain = await getRaw(script, { 'accept-encoding': 'identity' })
  expect(br.headers['content-encoding']).toBe('br')
  expect(br.headers['x-roster-cache']).toBe('HIT')
  expect(br.headers['cache-control']).toContain('immutable')
  expect(br.headers['x-content-type-options']).toBe('nosniff')
  expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true)
})

test('a shared cache may keep visitor pages briefly, and revalidate them with ETag and 304', async ({
  request,
}) => {
  for (const path of ['/', '/women', '/women/amara-okafor', '/api/women']) {
    const first = await request.get(path)
    const cacheControl = first.headers()['cache-control']!
    expect(cacheControl, path).toContain('public')
    expect(cacheControl, path).toMatch(/s-maxage=\d+/)
    expect(cacheControl, path).toMatch(/stale-while-revalidate=\d+/)
    const etag = first.headers()['etag']!
    expect(etag, path).toBeTruthy()
    const again = await request.get(path, { headers: { 'if-none-match': etag } })
    expect(again.status(), path).toBe(304)
    expect(await again.body(), path).toHaveLength(0)
  }
})

test('the payloads of client navigations and prefetches come from the page cache too', async ({
  browser,
}) => {
  /** The cache state of every navigation payload (RSC) a fresh visitor's browser fetched. */
  async function visit(): Promise<Map<string, string>> {
    const context = await browser.newContext()
    const page = await context.newPage()
    const payloads = new Map<string, string>()
    const arriving: Promise<unknown>[] = []
    page.on('response', async (response) => {
      if ((await response.request().allHeaders())['rsc'] !== '1') return
      const path = new URL(response.url()).pathname
      payloads.set(path, response.headers()['x-roster-cache'] ?? 'none')
      arriving.push(response.finished())
    })
    await page.goto('/about')
    // The menu prefetch (1 s after load) fetches the menu's pages; then a click navigates.
    await expect.poll(() => payloads.size, { timeout: 15_000 }).toBeGreaterThan(5)
    await page.getByRole('banner').getByRole('link', { name: 'Roster' }).click()
    await expect(page).toHaveURL(/\/$/)
    // Every payload read to its end: one cut off by closing the page is not kept for the next.
    await Promise.all(arriving)
    await context.close()
    return payloads
  }
  await visit()
  const second = await visit()
  expect(second.size).toBeGreaterThan(5)
  for (const [path, state] of second) expect(state, path).toBe('HIT')
})

test('staff outside draft mode get the visitors’ page; draft previews and personal answers are never served from the page cache, nor kept in it', async ({
  request,
}) => {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'staff-token'), 'utf8')
  const staff = { cookie: `payload-token=${token}` }
  await request.get('/women')
  const visitors = await request.get('/women')
  expect(visitors.headers()['x-roster-cache']).toBe('HIT')
  const before = await quietRenders(request)
  // Outside draft mode a staff member's page is the visitors' (it reads as a visitor): kept.
  const staffPage = await request.get('/women', { headers: staff })
  expect(staffPage.headers()['x-roster-cache']).toBe('HIT')
  expect(staffPage.headers().etag).toBe(visitors.headers().etag)
  expect(await quietRenders(request)).toBe(before)
  const preview = { cookie: `${staff.cookie}; ${draftPreviewHeaders().cookie}` }
  for (let visit = 0; visit < 2; visit++) {
    const response = await request.get('/women', { headers: preview })
    expect(response.headers()['x-roster-cache']).toBeUndefined()
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(response.headers()['cache-control']).toContain('private')
  }
  expect(await quietRenders(request)).toBe(before + 2)
  for (const path of ['/admin', '/cms/api/talents?limit=1', '/api/_settings']) {
    const response = await request.get(path, { headers: staff })
    expect(response.headers()['x-roster-cache'], path).toBeUndefined()
    expect(response.headers()['cache-control'] ?? '', path).not.toContain('public')
  }
  // Payload's REST answers name no policy of their own: staff's data, kept by no cache.
  const rest = await request.get('/cms/api/talents?limit=1', { headers: staff })
  expect(rest.headers()['cache-control']).toBe('private, no-store')
  // A payment's return page shows one payer's record: rendered for them, never shared.
  const payment = await request.get('/central-payment?session_id=cs_test_unknown')
  expect(payment.headers()['x-roster-cache']).toBeUndefined()
  expect(payment.headers()['cache-control']).toContain('no-store')
})

// Next skips its data cache in draft mode; what a preview shows besides the drafts is what
// visitors see, and comes from the cache as theirs does (issue 30, item 6).
test('a draft preview renders for itself, taking what is published from the data cache', async ({
  request,
}) => {
  const token = readFileSync(path.join(E2E_DATA_DIR, 'staff-token'), 'utf8')
  const preview = { cookie: `payload-token=${token}; ${draftPreviewHeaders().cookie}` }
  const paths = ['/', '/women', '/women/amara-okafor', '/es/women']
  for (const path of paths) await request.get(path) // what visitors see, in the data cache
  const before = await testCounters(request)
  for (const path of paths) {
    const response = await request.get(path, { headers: preview })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['x-roster-cache'], path).toBeUndefined()
  }
  const after = await testCounters(request)
  expect(after.renders - before.renders).toBeGreaterThanOrEqual(paths.length)
  expect(after.dataReads).toBe(before.dataReads)
})

test('publishing a page shows the change at once, on the site and in the API', async ({
  page,
  request,
}) => {
  const created = await asStaff(request, 'POST', '/cms/api/pages', {
    title: 'Casting call',
    slug: 'casting-call',
    _status: 'published',
    blocks: [{ blockType: 'callToAction', heading: 'Open casting on Friday' }],
  })
  await page.goto('/casting-call')
  await expect(page.getByRole('heading', { name: 'Open casting on Friday' })).toBeVisible()

  await asStaff(request, 'PATCH', `/cms/api/pages/${created.doc!.id}`, {
    _status: 'published',
    blocks: [{ blockType: 'callToAction', heading: 'Open casting moved to Saturday' }],
  })
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/casting-call')).json()).data.page.blocks[0].heading,
      WITHIN_A_SECOND,
    )
    .toBe('Open casting moved to Saturday')
  await expect
    .poll(async () => (await request.get('/casting-call')).text(), WITHIN_A_SECOND)
    .toContain('Open casting moved to Saturday')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Open casting moved to Saturday' })).toBeVisible()
})

test('after a publish the first visitors get the old page at once, and the new one within a second', async ({
  request,
}) => {
  const created = await asStaff(request, 'POST', '/cms/api/pages', {
    title: 'Open call',
    slug: 'open-call',
    _status: 'published',
    blocks: [{ blockType: 'callToAction', heading: 'Open call on Monday' }],
  })
  await request.get('/open-call')
  expect((await request.get('/open-call')).headers()['x-roster-cache']).toBe('HIT')
  await asStaff(request, 'PATCH', `/cms/api/pages/${created.doc!.id}`, {
    _status: 'published',
    blocks: [{ blockType: 'callToAction', heading: 'Open call on Tuesday' }],
  })
  // Never a render to wait for: the old page while the new one renders (at once, since the
  // publish: decision 39), or the new one.
  const first = await request.get('/open-call')
  const state = first.headers()['x-roster-cache']
  expect(state).toMatch(/^(STALE|HIT)$/)
  expect(await first.text()).toContain(
    state === 'STALE' ? 'Open call on Monday' : 'Open call on Tuesday',
  )
  await expect
    .poll(async () => (await request.get('/open-call')).text(), WITHIN_A_SECOND)
    .toContain('Open call on Tuesday')
})

test('a talent’s publish outdates the pages that show what changed, and keeps every other page', async ({
  request,
}) => {
  type Card = { id: number; slug: string }
  const women = (await (await request.get('/api/women')).json()).data.talents as Card[]
  const [changed, , , unrelated] = women
  const other = ((await (await request.get('/api/men')).json()).data.talents as Card[])[0]!
  const pages = {
    changed: `/women/${changed!.slug}`,
    // Not next to the changed talent: its page links to neither neighbour's name.
    unrelated: `/women/${unrelated!.slug}`,
    book: '/women',
    otherBook: '/men',
    otherTalent: `/men/${other.slug}`,
    about: '/about',
  }
  const state = async (path: string) =>
    (await request.get(path, { headers: BROWSER })).headers()['x-roster-cache']
  const states = async () =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(pages).map(async ([name, path]) => [name, await state(path)]),
      ),
    )
  await untilCurrent(request, ...Object.values(pages))
  expect(Object.values(await states())).toEqual(Object.values(pages).map(() => 'HIT'))

  // A new bio shows on the talent's own page only: not on the book's cards. The page it changed
  // renders again at once (old until then, STALE); had the publish outdated the others, they
  // would be STALE too, still waiting for their turn to render.
  await asStaff(request, 'PATCH', `/cms/api/talents/${changed!.id}`, {
    _status: 'published',
    bio: 'Rewritten: now based in Lisbon.',
  })
  expect(await states()).toEqual({
    changed: expect.stringMatching(/^(STALE|HIT)$/),
    unrelated: 'HIT',
    book: 'HIT',
    otherBook: 'HIT',
    otherTalent: 'HIT',
    about: 'HIT',
  })
  await untilCurrent(request, pages.changed)
  expect(await (await request.get(pages.changed, { headers: BROWSER })).text()).toContain(
    'Rewritten: now based in Lisbon.',
  )

  // A new height shows on the book's cards too, still not on another talent's page; the book's
  // cards are the talent index's, which reads that one talent again, not the book's every card.
  const before = await testCounters(request)
  const current = await asStaff(request, 'GET', `/cms/api/talents/${changed!.id}?depth=0`)
  const height = (current.measurements as { heightCm?: number } | undefined)?.heightCm ?? 175
  await asStaff(request, 'PATCH', `/cms/api/talents/${changed!.id}`, {
    _status: 'published',
    measurements: { heightCm: height + 1 },
  })
  expect(await states()).toMatchObject({
    unrelated: 'HIT',
    otherBook: 'HIT',
    otherTalent: 'HIT',
    about: 'HIT',
  })
  await expect
    .poll(async () => (await (await request.get('/api/women')).json()).data.talents[0].measurements)
    .toMatchObject({ heightCm: height + 1 })
  expect((await testCounters(request)).talentCardReads - before.talentCardReads).toBe(1)

  // A new name shows on the pages that link to them as previous or next, not on the pages of
  // the rest of their book.
  const neighbour = `/women/${women[1]!.slug}`
  await untilCurrent(request, pages.unrelated, neighbour)
  await asStaff(request, 'PATCH', `/cms/api/talents/${changed!.id}`, {
    _status: 'published',
    name: 'Renamed Talent',
  })
  expect(await state(pages.unrelated)).toBe('HIT')
  await untilCurrent(request, neighbour)
  expect(await (await request.get(neighbour, { headers: BROWSER })).text()).toContain(
    'Renamed Talent',
  )
  await asStaff(request, 'PATCH', `/cms/api/talents/${changed!.id}`, {
    _status: 'published',
    name: current.name,
  })
})

test('a draft saved over a published page changes nothing until it is published', async ({
  request,
}) => {
  const created = await asStaff(request, 'POST', '/cms/api/pages', {
    title: 'Draft test',
    slug: 'draft-test',
    _status: 'published',
  })
  await request.get('/api/draft-test')
  await asStaff(request, 'PATCH', `/cms/api/pages/${created.doc!.id}?draft=true`, {
    title: 'Draft test, new title',
  })
  expect((await (await request.get('/api/draft-test')).json()).data.title).toBe('Draft test')
})

test('a book, a talent and a deleted page update at once', async ({ request }) => {
  const book = (await asStaff(request, 'GET', '/cms/api/books?where[slug][equals]=talent'))
    .docs![0]!
  await asStaff(request, 'PATCH', `/cms/api/books/${book.id}`, {
    description: 'Actors and creators, newly curated.',
  })
  await expect
    .poll(
      async () => (await (await request.get('/api/talent')).json()).data.book.description,
      WITHIN_A_SECOND,
    )
    .toBe('Actors and creators, newly curated.')

  const talent = (
    await asStaff(request, 'GET', '/cms/api/talents?where[slug][equals]=grace-whitfield')
  ).docs![0]!
  await asStaff(request, 'PATCH', `/cms/api/talents/${talent.id}`, {
    _status: 'published',
    bio: 'A freshly rewritten biography.',
  })
  await expect
    .poll(
      async () => (await (await request.get('/api/talent/grace-whitfield')).json()).data.talent.bio,
      WITHIN_A_SECOND,
    )
    .toBe('A freshly rewritten biography.')

  const doomed = await asStaff(request, 'POST', '/cms/api/pages', {
    title: 'Short lived',
    slug: 'short-lived',
    _status: 'published',
  })
  expect((await request.get('/api/short-lived')).status()).toBe(200)
  await asStaff(request, 'DELETE', `/cms/api/pages/${doomed.doc!.id}`)
  await expect
    .poll(async () => (await request.get('/api/short-lived')).status(), WITHIN_A_SECOND)
    .toBe(404)
})

test('the menu and the settings update at once', async ({ page, request }) => {
  const navigation = await asStaff(request, 'GET', '/cms/api/globals/navigation')
  const items = navigation.items as { label: string; slug: string }[]
  await asStaff(request, 'POST', '/cms/api/globals/navigation', {
    items: [...items, { label: 'Journal', linkTo: 'url', slug: '/journal' }],
  })
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/about')).json()).data.menu.map(
          (item: { label: string }) => item.label,
        ),
      WITHIN_A_SECOND,
    )
    .toContain('Journal')
  await untilCurrent(request, '/about')
  await page.goto('/about')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }),
  ).toBeVisible()

  await asStaff(request, 'POST', '/cms/api/globals/settings', {
    website: { name: 'Roster Agency' },
  })
  await expect
    .poll(
      async () => (await (await request.get('/api/_settings')).json()).website.name,
      WITHIN_A_SECOND,
    )
    .toBe('Roster Agency')
  await untilCurrent(request, '/about')
  await page.goto('/about')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Roster Agency' })).toBeVisible()

  await asStaff(request, 'POST', '/cms/api/globals/navigation', { items })
  await asStaff(request, 'POST', '/cms/api/globals/settings', { website: { name: 'Roster' } })
})

test('reordering a book’s talents in the admin reorders the book at once', async ({ request }) => {
  const book = (await asStaff(request, 'GET', '/cms/api/books?where[slug][equals]=men&depth=0'))
    .docs![0]!
  const order = book.talents as number[]
  // What the book shows: its published talents (other tests leave drafts in it), in its order.
  const shown = async (): Promise<number[]> =>
    (await (await request.get('/api/men')).json()).data.talents.map((t: { id: number }) => t.id)
  const before = await shown()
  expect(before.length).toBeGreaterThan(1)
  await asStaff(request, 'PATCH', `/cms/api/books/${book.id}`, { talents: [...order].reverse() })
  await expect.poll(shown, WITHIN_A_SECOND).toEqual([...before].reverse())
  await asStaff(request, 'PATCH', `/cms/api/books/${book.id}`, { talents: order })
})
