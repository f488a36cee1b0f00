import type { PublicMedia, PublicTalent } from '@/lib/data/types'
import type { Units } from '@/lib/measurements'

/** What the visitor chose in the print dialog: a card, or the whole portfolio; cm or inches. */
export type PrintLayout = 'card' | 'portfolio'
export type PrintOptions = { layout: PrintLayout; units: Units; autoPrint: boolean }

type SearchParams = Record<string, string | string[] | undefined>
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

export function parsePrintOptions(params: SearchParams): PrintOptions {
  return {
    layout: first(params.layout) === 'portfolio' ? 'portfolio' : 'card',
    units: first(params.units) === 'in' ? 'in' : 'cm',
    autoPrint: first(params.print) === '1',
  }
}

export function printQuery(
  options: Pick<PrintOptions, 'layout' | 'units'>,
  autoPrint = false,
): string {
  const params = new URLSearchParams({ layout: options.layout, units: options.units })
  if (autoPrint) params.set('print', '1')
  return `?${params.toString()}`
}

/** A card shows one large picture and four small ones: the staff's card images, else the book. */
export const CARD_IMAGES = 5

export function cardImages(
  talent: Pick<PublicTalent, 'cardImages' | 'portfolio' | 'polaroids'>,
): PublicMedia[] {
  if (talent.cardImages.length > 0) return talent.cardImages.slice(0, CARD_IMAGES)
  return [...talent.portfolio, ...talent.polaroids].map(({ image }) => image).slice(0, CARD_IMAGES)
}

export const pdfFileName = (talentSlug: string) => `${talentSlug}-card.pdf`
