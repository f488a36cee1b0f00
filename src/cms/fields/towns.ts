/**
 * The agency's towns, in the order visitors see them: each location's town, the visitor's choice
 * in the header (which office the contact and payment links reach), a book filter and the
 * settings' default. The one list; the browser reads it too, so it imports nothing.
 */
export const TOWNS = [
  { value: 'LA', label: 'Los Angeles' },
  { value: 'CENTRAL', label: 'Central' },
] as const

export type Town = (typeof TOWNS)[number]['value']

export const TOWN_CODES: readonly Town[] = TOWNS.map((town) => town.value)

/** The towns as a select field's options. */
export const townOptions = () => TOWNS.map(({ value, label }) => ({ value, label }))
