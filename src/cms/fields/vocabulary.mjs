// @ts-check
/**
 * The words a talent's record and the site's addresses share: the towns, hair and eye colours.
 * The one list of each: the admin's selects, the book filters, the browser and the front's page
 * cache (src/server/cache-policy.mjs, plain JavaScript) all read them here, so it imports nothing.
 */

/** The agency's towns, in the order visitors see them. */
export const TOWNS = /** @type {const} */ ([
  { value: 'LA', label: 'Los Angeles' },
  { value: 'CENTRAL', label: 'Central' },
])

export const HAIR_COLOURS = /** @type {const} */ ([
  'black',
  'dark brown',
  'brown',
  'light brown',
  'dark blonde',
  'blonde',
  'red',
  'auburn',
  'grey',
  'white',
  'shaved',
])

export const EYE_COLOURS = /** @type {const} */ ([
  'brown',
  'dark brown',
  'hazel',
  'green',
  'blue',
  'grey',
  'amber',
])
