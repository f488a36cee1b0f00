import 'server-only'

import { cacheTags } from '@/lib/cache-tags'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { bookPath, pagePath, talentPath } from '@/lib/paths'

import { cachedSharedRead } from './cached'
import { inLanguage, payloadClient } from './payload'
import { getRoster } from './talent-index'

/** One address the site shows, with the time its content last changed (ISO 8601). */
export type PublishedEntry = { path: string; updatedAt: string }

type BookOrder = { slug: string; updatedAt: string; talentIds: number[] }

/** Every book, lowest `order` first, with the ids of the talents it lists: the same in every language. */
const listBookOrder = cachedSharedRead(
  'book-order',
  async (): Promise<BookOrder[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'books',
      sort: 'order',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      ...inLanguage(DEFAULT_LOCALE),
      select: { slug: true, updatedAt: true, talents: true },
    })
    return docs.map((book) => ({
      slug: book.slug,
      updatedAt: book.updatedAt,
      talentIds: (book.talents ?? []).map((talent) =>
        typeof talent === 'object' ? talent.id : talent,
      ),
    }))
  },
  () => [cacheTags.content],
)

/** The slug of the first book (by `order`) that lists a talent, read for that talent alone. */
const getTalentHome = cachedSharedRead(
  'talent-home',
  async (talentId: number): Promise<string | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'books',
      where: { talents: { equals: talentId } },
      sort: 'order',
      limit: 1,
      depth: 0,
      overrideAccess: false,
      ...inLanguage(DEFAULT_LOCALE),
      select: { slug: true },
    })
    return docs[0]?.slug ?? null
  },
  (talentId) => [cacheTags.talentHome(talentId), cacheTags.books],
)

/**
 * A talent's one canonical address: under the first book (by `order`) that lists them, the book
 * the admin previews them in. The same talent under another book is the same page.
 */
export async function canonicalTalentPath(
  talentId: number,
  talentSlug: string,
): Promise<string | null> {
  const home = await getTalentHome(talentId)
  return home ? talentPath(home, talentSlug) : null
}

/**
 * Every published page, book and talent at its canonical address: what the sitemap lists.
 * Drafts never appear (`overrideAccess: false` reads as a visitor); a talent no book lists has no
 * page. Expired by any publish of a page, book or talent, in any language: addresses and dates
 * are the same in all of them.
 */
export const listPublished = cachedSharedRead(
  'published',
  async (): Promise<PublishedEntry[]> => {
    const payload = await payloadClient()
    const [pages, talents, books] = await Promise.all([
      payload.find({
        collection: 'pages',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        ...inLanguage(DEFAULT_LOCALE),
        select: { slug: true, updatedAt: true },
      }),
      getRoster(),
      listBookOrder(),
    ])
    const homeBook = new Map<number, string>()
    for (const book of books)
      for (const id of book.talentIds) if (!homeBook.has(id)) homeBook.set(id, book.slug)
    return [
      ...pages.docs.map((page) => ({ path: pagePath(page.slug), updatedAt: page.updatedAt })),
      ...books.map((book) => ({ path: bookPath(book.slug), updatedAt: book.updatedAt })),
      ...talents.flatMap((talent) => {
        const book = homeBook.get(talent.id)
        return book ? [{ path: talentPath(book, talent.slug), updatedAt: talent.updatedAt }] : []
      }),
    ]
  },
  () => [cacheTags.content],
)
