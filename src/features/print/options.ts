import type { PublicMedia, PublicTalent } from '@/lib/data/types'
import type { Units } from '@/lib/measurements'

/** What the visitor chose in the print dialog: a card, or the whole portfolio; cm or inches. */
export type PrintLayout = 'card' | 'portfolio'
export type PrintOptions = { layout: PrintLayout; units: Units; autoPrint: boolean }

export { parsePrintOptions, printQuery } from './print-query.mjs'

/** A card shows one large picture and four small ones: the staff's card images, else the book. */
export const CARD_IMAGES = 5

export function cardImages(
  talent: Pick<PublicTalent, 'cardImages' | 'portfolio' | 'polaroids'>,
): PublicMedia[] {
  if (talent.cardImages.length > 0) return talent.cardImages.slice(0, CARD_IMAGES)
  return [...talent.portfolio, ...talent.polaroids].map(({ image }) => image).slice(0, CARD_IMAGES)
}

export const pdfFileName = (talentSlug: string) => `${talentSlug}-card.pdf`
