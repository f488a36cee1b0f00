import { EYE_COLOURS, HAIR_COLOURS } from '@/cms/collections/talents'
import { TOWN_CODES, type Town } from '@/cms/fields/towns'
import type { TalentCard } from '@/lib/data/types'

/** Talents shown per page of a book; past this the book is paginated. */
export const TALENTS_PER_PAGE = 48

export const HEIGHT_RANGE_CM = { min: 140, max: 210 } as const

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

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

const oneOf = <T extends string>(values: readonly T[], raw: string | undefined): T | undefined =>
  values.find((value) => value === raw)

function height(raw: string | undefined): number | undefined {
  if (!raw || !/^\d{2,3}$/.test(raw)) return undefined
  const cm = Number(raw)
  return cm >= HEIGHT_RANGE_CM.min && cm <= HEIGHT_RANGE_CM.max ? cm : undefined
}

/**
 * A book's filters from its query string, so a filtered view can be shared. Anything unknown or
 * malformed is ignored (never an error): a bad link still shows the book.
 */
export function parseBookFilters(params: SearchParams): BookFilters {
  const filters: BookFilters = { page: 1 }
  const town = oneOf(TOWN_CODES, first(params.town))
  if (town) filters.town = town
  if (first(params.inTown) === '1') filters.inTown = true
  let heightMin = height(first(params.heightMin))
  let heightMax = height(first(params.heightMax))
  if (heightMin && heightMax && heightMin > heightMax)
    [heightMin, heightMax] = [heightMax, heightMin]
  if (heightMin) filters.heightMin = heightMin
  if (heightMax) filters.heightMax = heightMax
  const hair = oneOf(HAIR_COLOURS, first(params.hair))
  if (hair) filters.hair = hair
  const eyes = oneOf(EYE_COLOURS, first(params.eyes))
  if (eyes) filters.eyes = eyes
  const page = first(params.page)
  if (page && /^\d{1,4}$/.test(page) && Number(page) > 1) filters.page = Number(page)
  return filters
}

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

/** The query string of a filtered view, optionally on another page; empty filters are left out. */
export function filterQuery(filters: BookFilters, page = 1): string {
  const params = new URLSearchParams()
  if (filters.town) params.set('town', filters.town)
  if (filters.inTown) params.set('inTown', '1')
  if (filters.heightMin) params.set('heightMin', String(filters.heightMin))
  if (filters.heightMax) params.set('heightMax', String(filters.heightMax))
  if (filters.hair) params.set('hair', filters.hair)
  if (filters.eyes) params.set('eyes', filters.eyes)
  if (page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `?${query}` : ''
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
