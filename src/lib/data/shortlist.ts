import 'server-only'

import type { Locale } from '@/lib/i18n/locales'

import { booksWithTheirTalents } from './content'
import type { ShortlistTalent } from './types'

export type ShortlistData = {
  /** The published talents, in the list's order. */
  talents: ShortlistTalent[]
  /** Slugs that name no published talent (unpublished, renamed, removed since it was added). */
  missing: string[]
}

/**
 * The talents of a shortlist, each under the first book (in the visitors' order) that shows it,
 * as search does. Built from the cached reads of lib/data: no SQL once they are warm, and only
 * published talents in a published book can appear.
 */
export async function getShortlistTalents(
  locale: Locale,
  slugs: readonly string[],
): Promise<ShortlistData> {
  const found = new Map<string, ShortlistTalent>()
  for (const { book, talents } of await booksWithTheirTalents(locale)) {
    for (const talent of talents) {
      if (slugs.includes(talent.slug)) {
        found.set(talent.slug, { ...talent, book: { slug: book.slug, title: book.title } })
      }
    }
  }
  return {
    talents: slugs.map((slug) => found.get(slug)).filter((talent) => talent !== undefined),
    missing: slugs.filter((slug) => !found.has(slug)),
  }
}
