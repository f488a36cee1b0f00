import type { EYE_COLOURS, HAIR_COLOURS } from '@/cms/fields/vocabulary.mjs'
import type { Town } from '@/cms/fields/towns'
import type { TalentCard, TalentLink } from '@/lib/data/types'

export { filterQuery, HEIGHT_RANGE_CM, parseBookFilters } from './filter-query.mjs'

/** Talents shown per page of a book; past this the book is paginated. */
export const TALENTS_PER_PAGE = 48

export type BookFilters = {
  town?: Town
  inTown?: true
  heightMin?: number
  heightMax?: number
  hair?: (typeof HAIR_COLOURS)[number]
  eyes?: (typeof EYE_COLOURS)[number]
  page: number
}

export type SearchParams = Record<string, string | string[] | undefined>

export function isFiltered(filters: BookFilters): boolean {
  return Object.keys(filters).some((key) => key !== 'page')
}

export function filterTalents(talents: TalentCard[], filters: BookFilters): TalentCard[] {
  return talents.filter((talent) => {
    const { heightCm, hair, eyes } = talent.measurements ?? {}
    if (filters.town && talent.location?.town !== filters.town) return false
    if (filters.inTown && !talent.inTown) return false
    if (filters.heightMin && (!heightCm || heightCm < filters.heightMin)) return false
    if (filters.heightMax && (!heightCm || heightCm > filters.heightMax)) return false
    if (filters.hair && hair !== filters.hair) return false
    if (filters.eyes && eyes !== filters.eyes) return false
    return true
  })
}

export type BookPage = { talents: TalentCard[]; total: number; page: number; pageCount: number }

export function paginate(talents: TalentCard[], page: number): BookPage {
  const pageCount = Math.max(1, Math.ceil(talents.length / TALENTS_PER_PAGE))
  const current = Math.min(page, pageCount)
  const start = (current - 1) * TALENTS_PER_PAGE
  return {
    talents: talents.slice(start, start + TALENTS_PER_PAGE),
    total: talents.length,
    page: current,
    pageCount,
  }
}

/** A talent of a page's trail; `edge`: the one just before or after the page, on another page. */
export type PageTrailEntry = TalentLink & { edge?: true }

/**
 * What a book page hands a talent page for its previous and next (the store's
 * `talent_portfolios`): the page's own talents, and, when the book has other pages, the talent
 * just before the first and just after the last (wrapping around, as the book's order does), so
 * the page's ends lead on. It grows with the page, never with the book.
 */
export function pageTrail(matching: TalentCard[], { page, pageCount }: BookPage): PageTrailEntry[] {
  const start = (page - 1) * TALENTS_PER_PAGE
  const link = ({ name, slug }: TalentCard): TalentLink => ({ name, slug })
  const own = matching.slice(start, start + TALENTS_PER_PAGE).map(link)
  if (pageCount < 2) return own
  const at = (index: number) => link(matching[(index + matching.length) % matching.length]!)
  return [{ ...at(start - 1), edge: true }, ...own, { ...at(start + own.length), edge: true }]
}
