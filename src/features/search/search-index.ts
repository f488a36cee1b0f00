import 'server-only'

import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { booksWithTheirTalents } from '@/lib/data/content'
import { mediaVersion } from '@/lib/data/media'
import { objectPosition } from '@/lib/focal-point'
import { bookPath, talentPath } from '@/lib/paths'

import { searchEntries, type SearchEntry, type SearchResult } from './match'

/**
 * What the search looks through: every book and every published talent, a talent under the
 * first book (in the visitors' order) that lists it. Built from the cached reads of lib/data,
 * so a search runs no SQL once they are warm.
 */
async function searchIndex(): Promise<SearchEntry[]> {
  return (await booksWithTheirTalents()).flatMap(({ book, talents }) => {
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
      detail: 'Book',
      image: null,
    }
    return [entry, ...entries]
  })
}

export async function searchSite(query: string): Promise<SearchResult[]> {
  return searchEntries(await searchIndex(), query)
}
