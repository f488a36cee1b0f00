import 'server-only'

import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { booksWithTheirTalents } from '@/lib/data/content'
import { mediaVersion } from '@/lib/data/media'
import { objectPosition } from '@/lib/focal-point'
import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { bookPath, talentPath } from '@/lib/paths'

import { searchEntries, type SearchEntry, type SearchResult } from './match'

/**
 * What the search looks through: every book and every published talent, a talent under the
 * first book (in the visitors' order) that lists it, all in `locale`'s words. Built from the
 * cached reads of lib/data, so a search runs no SQL once they are warm.
 */
async function searchIndex(locale: Locale): Promise<SearchEntry[]> {
  const { search } = catalogues[locale]
  return (await booksWithTheirTalents(locale)).flatMap(({ book, talents }) => {
    const entries: SearchEntry[] = talents.map((talent) => ({
      kind: 'talent',
      label: talent.name,
      url: talentPath(book.slug, talent.slug),
      detail: book.title,
      image: talent.image
        ? {
            src: proxyImageUrl(mediaPath(talent.image.filename ?? ''), {
              width: 128,
              version: mediaVersion(talent.image),
            }),
            position: objectPosition(talent.image),
          }
        : null,
    }))
    const entry: SearchEntry = {
      kind: 'book',
      label: book.title,
      url: bookPath(book.slug),
      detail: search.book,
      image: null,
    }
    return [entry, ...entries]
  })
}

/** What matches `query` in the books and talents as readers of `locale` see them. */
export async function searchSite(locale: Locale, query: string): Promise<SearchResult[]> {
  return searchEntries(await searchIndex(locale), query)
}
