/**
 * The agency's towns (listed in ./vocabulary.mjs), in the order visitors see them: each
 * location's town, the visitor's choice in the header (which office the contact and payment links
 * reach), a book filter and the settings' default. The browser reads it too, so it imports
 * nothing else.
 */
import { TOWNS } from './vocabulary.mjs'

export { TOWNS }

export type Town = (typeof TOWNS)[number]['value']

export const TOWN_CODES: readonly Town[] = TOWNS.map((town) => town.value)

/** The towns as a select field's options. */
export const townOptions = () => TOWNS.map(({ value, label }) => ({ value, label }))
