import { revalidateTag } from 'next/cache'
import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

// The hooks expire tags in Next's data cache; here we only watch which.
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }))

/**
 * A publish expires the reads that show what it changed, and nothing else
 * (src/cms/hooks/content-tags.ts): the pages the front keeps are kept until one of their reads
 * expires, so every extra tag is pages rendered again for nothing, and a missing one is a page
 * left old.
 */
describe(`what a publish expires, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'}`, () => {
  let payload: Payload
  let office: number
  let women: { id: number }
  let ana: { id: number }
  let bea: { id: number }
  let picture: { id: number }

  /** The tags expired since the last `beforeEach`, in English (every save here is English). */
  const expired = () =>
    [
      ...new Set(
        vi
          .mocked(revalidateTag)
          .mock.calls.map(([tag]) => tag)
          .filter((tag) => tag.endsWith('@en'))
          .map((tag) => tag.slice(0, -'@en'.length)),
      ),
    ].sort()

  const publish = <T extends 'talents' | 'books' | 'pages' | 'media'>(
    collection: T,
    id: number,
    data: Record<string, unknown>,
  ) =>
    payload.update({
      collection,
      id,
      data: collection === 'media' ? data : { ...data, _status: 'published' },
      locale: 'en',
    } as Parameters<Payload['update']>[0])

  beforeAll(async () => {
    payload = await testPayload()
    office = (await createTestOffices(payload)).central
    const talent = (name: string, slug: string) =>
      payload.create({
        collection: 'talents',
        data: { name, slug, location: office, _status: 'published' },
        context: testContext,
      })
    ana = await talent('Ana Tags', 'ana-tags')
    bea = await talent('Bea Tags', 'bea-tags')
    women = await payload.create({
      collection: 'books',
      data: { title: 'Tag Women', slug: 'tag-women', talents: [ana.id], _status: 'published' },
      context: testContext,
    })
    picture = await payload.create({
      collection: 'media',
      data: { alt: 'A grey square' },
      file: {
        data: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
          'base64',
        ),
        mimetype: 'image/png',
        name: 'grey.png',
        size: 69,
      },
      context: testContext,
    })
  })

  beforeEach(() => {
    vi.mocked(revalidateTag).mockClear()
  })

  it("a talent's new bio expires their own page and the sitemap alone", async () => {
    await publish('talents', ana.id, { bio: 'Now based in Lisbon.' })
    expect(expired()).toEqual(['content', `talent-id:${ana.id}`, 'talent:ana-tags'])
  })

  it("new measurements expire the cards of the talent's books too, not their neighbours' pages", async () => {
    await publish('talents', ana.id, { measurements: { heightCm: 178 } })
    expect(expired()).toEqual([
      'book-cards:tag-women',
      'content',
      `talent-id:${ana.id}`,
      'talent:ana-tags',
    ])
  })

  it('a new name expires the pages that link to them, not their books’ order, and a new slug both addresses', async () => {
    await publish('talents', ana.id, { name: 'Ana Renamed', slug: 'ana-renamed' })
    expect(expired()).toEqual([
      'book-cards:tag-women',
      'content',
      `talent-id:${ana.id}`,
      `talent-link:${ana.id}`,
      'talent:ana-renamed',
      'talent:ana-tags',
    ])
  })

  it('an unpublished talent leaves their books’ order', async () => {
    await payload.update({
      collection: 'talents',
      id: ana.id,
      data: { _status: 'draft' },
      locale: 'en',
    })
    expect(expired()).toContain('book:tag-women')
    await publish('talents', ana.id, {})
  })

  it('a menu link to the talent expires the menu when their address changes', async () => {
    await payload.updateGlobal({
      slug: 'navigation',
      data: {
        items: [
          {
            label: 'Bea',
            linkTo: 'content',
            content: { relationTo: 'talents', value: bea.id },
          },
        ],
      },
      context: testContext,
    })
    await publish('talents', bea.id, { slug: 'bea-moved' })
    expect(expired()).toContain('global:navigation')
    vi.mocked(revalidateTag).mockClear()
    await publish('talents', ana.id, { slug: 'ana-moved' })
    expect(expired()).not.toContain('global:navigation')
  })

  it('a book that gains a talent expires its pages and that talent’s home, not the list of books', async () => {
    await publish('books', women.id, { talents: [ana.id, bea.id] })
    expect(expired()).toEqual([
      'book-cards:tag-women',
      'book:tag-women',
      'content',
      `talent-home:${bea.id}`,
    ])
  })

  it('a book’s new title expires the list of books too', async () => {
    await publish('books', women.id, { title: 'Tag Women, new season' })
    expect(expired()).toEqual(['book-cards:tag-women', 'book:tag-women', 'books', 'content'])
  })

  it('a publish over a draft expires all the document can touch: visitors never saw the draft', async () => {
    await payload.update({
      collection: 'talents',
      id: ana.id,
      data: { name: 'Ana Draft Name', _status: 'draft' },
      draft: true,
      locale: 'en',
      context: testContext,
    })
    await publish('talents', ana.id, {})
    expect(expired()).toEqual(
      expect.arrayContaining(['book-cards:tag-women', 'book:tag-women', 'talent:ana-moved']),
    )
  })

  it('a new picture expires only the count of the media library; a changed one, every read that shows pictures', async () => {
    await payload.create({
      collection: 'media',
      data: { alt: 'Not shown anywhere yet' },
      file: {
        data: Buffer.from(
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
          'base64',
        ),
        mimetype: 'image/png',
        name: 'new.png',
        size: 69,
      },
    })
    expect(expired()).toEqual(['media-library'])
    vi.mocked(revalidateTag).mockClear()
    await publish('media', picture.id, { alt: 'A grey square, described better' })
    expect(expired()).toEqual(['media', 'media-library'])
  })

  it("a page's new words expire that page and the sitemap", async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Tag About', slug: 'tag-about', layout: 'default', _status: 'published' },
      context: testContext,
    })
    await publish('pages', page.id, { title: 'Tag About us' })
    expect(expired()).toEqual(['content', 'page:tag-about'])
  })
})
