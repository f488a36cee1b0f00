/**
 * Measurements are stored in centimetres and EU shoe sizes; visitors may read them in inches.
 * Numbers are written in the page's language (172,5 cm in Spanish); feet, inches and halves (½)
 * read the same in every language.
 */
import { formatPlainNumber } from '@/lib/format-number'
import type { Locale } from '@/lib/i18n/locales'

export type Units = 'cm' | 'in'

export const CM_PER_INCH = 2.54

export function centimetresToInches(cm: number): number {
  return Math.round((cm / CM_PER_INCH) * 2) / 2
}

const withHalf = (value: number) => `${Math.floor(value)}${value % 1 === 0.5 ? '½' : ''}`

/** Height as feet and inches, such as 5′ 9½″. */
export function formatFeetInches(cm: number): string {
  const totalInches = centimetresToInches(cm)
  const feet = Math.floor(totalInches / 12)
  return `${feet}′ ${withHalf(totalInches - feet * 12)}″`
}

export function formatInches(cm: number): string {
  return `${withHalf(centimetresToInches(cm))}″`
}

/**
 * EU to UK shoe sizes (the UK scale serves women and men alike), from the usual retail chart;
 * sizes between whole EU numbers take the nearest.
 */
const EU_TO_UK: Record<number, number> = {
  34: 1.5,
  35: 2.5,
  36: 3.5,
  37: 4,
  38: 5,
  39: 6,
  40: 6.5,
  41: 7.5,
  42: 8,
  43: 9,
  44: 9.5,
  45: 10.5,
  46: 11.5,
  47: 12,
  48: 13,
}

export function euToUkShoe(eu: number): number | null {
  return EU_TO_UK[Math.round(eu)] ?? null
}

export function formatShoe(eu: number, units: Units, locale: Locale): string {
  const uk = units === 'in' ? euToUkShoe(eu) : null
  return uk === null ? `EU ${formatPlainNumber(eu, locale)}` : `UK ${formatPlainNumber(uk, locale)}`
}

export function formatLength(cm: number, units: Units, locale: Locale): string {
  return units === 'in' ? formatInches(cm) : `${formatPlainNumber(cm, locale)} cm`
}

export function formatHeight(cm: number, units: Units, locale: Locale): string {
  return units === 'in' ? formatFeetInches(cm) : `${formatPlainNumber(cm, locale)} cm`
}
