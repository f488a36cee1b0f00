// @ts-check
/**
 * A book's filters in its address (`/women?hair=blonde&page=2`): read by the book page, written by
 * its links, and read by the front's page cache (src/server/cache-policy.mjs), which answers every
 * spelling of one view from the page of its one canonical address. Plain JavaScript for the front.
 */
import { EYE_COLOURS, HAIR_COLOURS, TOWNS } from '../../cms/fields/vocabulary.mjs'

/**
 * @typedef {import('./filters').BookFilters} BookFilters
 * @typedef {Record<string, string | string[] | undefined>} SearchParams
 */

export const HEIGHT_RANGE_CM = /** @type {const} */ ({ min: 140, max: 210 })

/** The keys `parseBookFilters` reads, in the order `filterQuery` writes them. */
export const BOOK_QUERY_KEYS = ['town', 'inTown', 'heightMin', 'heightMax', 'hair', 'eyes', 'page']

/** @param {string | string[] | undefined} value */
const first = (value) => (Array.isArray(value) ? value[0] : value)

/**
 * @template {string} T
 * @param {readonly T[]} values
 * @param {string | undefined} raw
 * @returns {T | undefined}
 */
const oneOf = (values, raw) => values.find((value) => value === raw)

/** @param {string | undefined} raw */
function height(raw) {
  if (!raw || !/^\d{2,3}$/.test(raw)) return undefined
  const cm = Number(raw)
  return cm >= HEIGHT_RANGE_CM.min && cm <= HEIGHT_RANGE_CM.max ? cm : undefined
}

/**
 * A book's filters from its query string, so a filtered view can be shared. Anything unknown or
 * malformed is ignored (never an error): a bad link still shows the book.
 * @param {SearchParams} params
 * @returns {BookFilters}
 */
export function parseBookFilters(params) {
  /** @type {BookFilters} */
  const filters = { page: 1 }
  const town = oneOf(
    TOWNS.map((town) => town.value),
    first(params.town),
  )
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

/**
 * The query string of a filtered view, optionally on another page; empty filters are left out.
 * @param {BookFilters} filters
 * @param {number} [page]
 */
export function filterQuery(filters, page = 1) {
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
