import { devices, expect, test } from '@playwright/test'

import { rawRequest } from '../support/raw-http'
import { E2E_PORT } from '../support/server-env'
import { untilCurrent } from '../support/published'
import { asStaff } from '../support/staff'

/**
 * Issue 31, a book longer than a page (60 talents, 48 a page): each page carries its own
 * talents, the page JSON is paginated, and previous and next lead across a page's ends.
 */
const BOOK = { title: 'Long book', slug: 'long-book' }
const SIZE = 60
const BROWSER = { 'user-agent': devices['Desktop Chrome'].userAgent }
const nameOf = (n: number) => `Long ${String(n).padStart(2, '0')}`
const slugOf = (n: number) => `long-${String(n).padStart(2, '0')}`
let ids: { book: number; talents: number[] }

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000)
  const { docs: locations } = await asStaff(request, 'GET', '/cms/api/locations?limit=1&depth=0')
  const talents: number[] = []
  for (let n = 1; n <= SIZE; n++)
    talents.push(
      (
        await asStaff(request, 'POST', '/cms/api/talents', {
          name: nameOf(n),
          slug: slugOf(n),
          location: locations![0]!.id,
          _status: 'published',
        })
      ).doc!.id,
    )
  const book = await asStaff(request, 'POST', '/cms/api/books', {
    ...BOOK,
    _status: 'published',
    order: 98,
    talents,
  })
  ids = { book: book.doc!.id, talents }
  await untilCurrent(request, `/${BOOK.slug}`, `/${BOOK.slug}?page=2`)
})

test.afterAll(async ({ request }) => {
  await asStaff(request, 'DELETE', `/cms/api/books/${ids.book}`)
  await asStaff(request, 'DELETE', `/cms/api/talents?where[slug][like]=long-`)
})

const itemList = async (html: string) => {
  const lists = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!))
    .filter((data) => data['@type'] === 'ItemList')
  expect(lists).toHaveLength(1)
  return lists[0] as {
    numberOfItems: number
    itemListElement: { position: number; name: string }[]
  }
}

test('each page lists its own talents, and a page past the last is the last', async ({
  request,
}) => {
  const second = await request.get(`/${BOOK.slug}?page=2`, { headers: BROWSER })
  const html = await second.text()
  const list = await itemList(html)
  expect(list.numberOfItems).toBe(SIZE)
  expect(list.itemListElement.map(({ position }) => position)).toEqual(
    Array.from({ length: SIZE - 48 }, (_, index) => 49 + index),
  )
  // Talents of the first page appear nowhere on the second: not in its markup, not in its payload.
  expect(html).not.toContain(slugOf(2))
  expect(html).toContain(slugOf(48)) // the edge: "previous" from the page's first talent
  // Nor does the first page carry the second's: only its neighbours across its edges, the 49th
  // and (wrapping around, as the book's order does) the 60th.
  const firstPage = await (await request.get(`/${BOOK.slug}`, { headers: BROWSER })).text()
  for (const edge of [49, SIZE]) expect(firstPage).toContain(slugOf(edge))
  for (let n = 50; n < SIZE; n++) expect(firstPage).not.toContain(slugOf(n))
  const past = await request.get(`/${BOOK.slug}?page=7`, { headers: BROWSER, maxRedirects: 0 })
  expect(past.status()).toBe(307)
  expect(past.headers().location).toBe(`/${BOOK.slug}?page=2`)
})

test('the page JSON is paginated, with the total and the page size', async ({ request }) => {
  const first = await (await request.get(`/api/${BOOK.slug}`)).json()
  expect(first.data.talents).toHaveLength(48)
  expect(first.data.pagination).toEqual({ page: 1, pageCount: 2, pageSize: 48, total: SIZE })
  const second = await (await request.get(`/api/${BOOK.slug}?page=2`)).json()
  expect(second.data.talents.map(({ slug }: { slug: string }) => slug)).toEqual(
    Array.from({ length: SIZE - 48 }, (_, index) => slugOf(49 + index)),
  )
  expect(second.data.pagination).toMatchObject({ page: 2, pageCount: 2 })
  const spanish = await (await request.get(`/api/es/${BOOK.slug}?page=2`)).json()
  expect(spanish.data.path).toBe(`/es/${BOOK.slug}`)
  expect(spanish.data.talents).toHaveLength(SIZE - 48)
  for (const [asked, location] of [
    [`/api/${BOOK.slug}?page=9`, `/api/${BOOK.slug}?page=2`],
    ['/api/about?page=2', '/api/about'],
  ] as const) {
    const moved = await request.get(asked, { maxRedirects: 0 })
    expect(moved.status(), asked).toBe(307)
    expect(moved.headers().location, asked).toBe(location)
  }
  // The page cache reads no page number on the home page's JSON; the route, asked past the cache
  // (as a frame), sends it to `/api` in one step.
  const home = await request.get('/api?page=2', {
    headers: { 'sec-fetch-dest': 'iframe' },
    maxRedirects: 0,
  })
  expect(home.status()).toBe(307)
  expect(home.headers().location).toBe('/api')
})

test('any spelling of a page number on the wire is that page’s one entry in the page cache', async ({
  request,
}) => {
  const canonical = `/api/${BOOK.slug}?page=2`
  await request.get(canonical)
  for (const target of [
    `/api/${BOOK.slug}?utm_source=a&page=2&page=5`,
    `/api/${BOOK.slug}?%70age=0002`,
    `/api/${BOOK.slug}?page=2&hair=red&fbclid=1`,
  ]) {
    const answer = await rawRequest(E2E_PORT, { method: 'GET', target, headers: BROWSER })
    const header = (name: string) => answer.headers.find(([key]) => key === name)?.[1]
    expect(answer.status, target).toBe(200)
    expect(header('x-roster-cache'), target).toBe('HIT')
  }
})

test('previous and next lead across the ends of the page the visitor came from', async ({
  page,
}) => {
  await page.goto(`/${BOOK.slug}?page=2`)
  await page
    .getByRole('link', { name: nameOf(49) })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/${BOOK.slug}/${slugOf(49)}$`))
  await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', `/${BOOK.slug}/${slugOf(48)}`)
  await page.goto(`/${BOOK.slug}?page=2`)
  await page
    .getByRole('link', { name: nameOf(60) })
    .first()
    .click()
  await expect(page.locator('a[rel="next"]')).toHaveAttribute('href', `/${BOOK.slug}/${slugOf(1)}`)
})
