import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { GET as searchRoute } from '@/app/api/%5Fsearch/route'
import { GET as shortlistRoute } from '@/app/api/%5Fshortlist/route'
import { GET as socialCardRoute } from '@/app/image/social/[...path]/route'
import type { SearchResult } from '@/features/search/match'
import { renderSocialCard } from '@/features/seo/social-card'
import type { ShortlistData } from '@/lib/data/shortlist'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/**
 * The answers the proxy gives no language (`/api/_…`, `/image/…`) are asked in the page's own:
 * the shortlist and search by `?locale=`, a sharing card by its address (`/image/social/es/…`).
 */

// Outside Next there is no data cache: each read goes to this file's database.
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  unstable_cache: (read: () => unknown) => read,
}))

// Spanish says "Book" as English does; another word here shows which catalogue the search read.
vi.mock('@/lib/i18n/messages', async (original) => {
  const actual = await original<typeof import('@/lib/i18n/messages')>()
  const { es } = actual.catalogues
  return {
    ...actual,
    catalogues: { ...actual.catalogues, es: { ...es, search: { ...es.search, book: 'Libro' } } },
  }
})

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  const location = (await createTestOffices(payload)).central
  const talent = await payload.create({
    collection: 'talents',
    data: { name: 'Amara Okafor', slug: 'amara-okafor', location, _status: 'published' },
    context: testContext,
  })
  const book = await payload.create({
    collection: 'books',
    data: { title: 'Women', slug: 'women', talents: [talent.id], _status: 'published' },
    context: testContext,
  })
  await payload.update({
    collection: 'books',
    id: book.id,
    locale: 'es',
    data: { title: 'Mujeres', _status: 'published' },
    context: testContext,
  })
})

const get = (path: string) =>
  new Request(`http://localhost:3000${path}`, {
    headers: { 'x-roster-peer-address': '203.0.113.25' },
  })

describe('the shortlist endpoint', () => {
  const bookTitle = async (query: string) => {
    const response = await shortlistRoute(get(`/api/_shortlist?talents=amara-okafor${query}`))
    const { data } = (await response.json()) as { data: ShortlistData }
    return data.talents[0]?.book.title
  }

  it('reads the talents in the language it is asked, English when none or another', async () => {
    expect(await bookTitle('&locale=es')).toBe('Mujeres')
    expect(await bookTitle('')).toBe('Women')
    expect(await bookTitle('&locale=fr')).toBe('Women')
  })
})

describe('the search endpoint', () => {
  const results = async (query: string) => {
    const response = await searchRoute(get(`/api/_search?q=${query}`))
    return ((await response.json()) as { data: SearchResult[] }).data
  }

  it('writes a book’s title and detail in the language it is asked', async () => {
    expect(await results('muj&locale=es')).toMatchObject([
      { kind: 'book', label: 'Mujeres', detail: 'Libro' },
    ])
    expect(await results('wom')).toMatchObject([{ kind: 'book', label: 'Women', detail: 'Book' }])
  })
})

describe('the sharing card', () => {
  const card = (...path: string[]) =>
    socialCardRoute(get(`/image/social/${path.join('/')}`), { params: Promise.resolve({ path }) })
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())

  it('is drawn in the language of its address: Spanish under /es, English unprefixed', async () => {
    const spanish = await card('es', 'women')
    const english = await card('women')
    expect([spanish.status, english.status]).toEqual([200, 200])
    const drawn = (title: string) => renderSocialCard({ title, siteName: 'Roster', pictures: [] })
    expect((await bytes(spanish)).equals(await drawn('Mujeres'))).toBe(true)
    expect((await bytes(english)).equals(await drawn('Women'))).toBe(true)
  })

  it('finds a talent’s card in either language, and no English one under /en', async () => {
    expect((await card('es', 'women', 'amara-okafor')).status).toBe(200)
    expect((await card('women', 'amara-okafor')).status).toBe(200)
    expect((await card('en', 'women')).status).toBe(404)
    expect((await card('es', 'women', 'amara-okafor', 'more')).status).toBe(404)
  })
})
