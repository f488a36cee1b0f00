// @ts-check
/**
 * A print card's options in its address (`?layout=portfolio&units=in&print=1`): read by the print
 * page and by the front's page cache (src/server/cache-policy.mjs), which answers every spelling
 * of one card from the page of its canonical address. Plain JavaScript for the front.
 */

/**
 * @typedef {import('./options').PrintOptions} PrintOptions
 * @typedef {Record<string, string | string[] | undefined>} SearchParams
 */

/** The keys `parsePrintOptions` reads. */
export const PRINT_QUERY_KEYS = ['layout', 'units', 'print']

/** @param {string | string[] | undefined} value */
const first = (value) => (Array.isArray(value) ? value[0] : value)

/**
 * @param {SearchParams} params
 * @returns {PrintOptions}
 */
export function parsePrintOptions(params) {
  return {
    layout: first(params.layout) === 'portfolio' ? 'portfolio' : 'card',
    units: first(params.units) === 'in' ? 'in' : 'cm',
    autoPrint: first(params.print) === '1',
  }
}

/**
 * The query string of print options, as the print dialog links them.
 * @param {Pick<PrintOptions, 'layout' | 'units'>} options
 * @param {boolean} [autoPrint]
 */
export function printQuery(options, autoPrint = false) {
  const params = new URLSearchParams({ layout: options.layout, units: options.units })
  if (autoPrint) params.set('print', '1')
  return `?${params.toString()}`
}
