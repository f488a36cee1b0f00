/**
 * Numbers for people, in the page's language.
 */
import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales'
import { perLocale } from '@/lib/i18n/per-locale'

/**
 * Number shortening (spec: "1k and above shown like 1.5k; 1M and above with M").
 * One decimal at most, rounded half up, trailing ".0" dropped: 1049 → 1k, 1050 → 1.1k, 2000000 → 2M.
 */
export function shortenNumber(value: number): string {
  if (!Number.isFinite(value)) return '0'
  const sign = value < 0 ? '-' : ''
  const size = Math.abs(value)
  if (size < 1000) return `${sign}${Math.round(size)}`
  // 999,950 rounds to 1000.0k: show it as 1M instead.
  const unit =
    size >= 999_950 ? { divisor: 1_000_000, suffix: 'M' } : { divisor: 1000, suffix: 'k' }
  const rounded = Math.round((size / unit.divisor) * 10) / 10
  return `${sign}${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}${unit.suffix}`
}

const compactFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(INTL_LOCALES[locale], { notation: 'compact', maximumFractionDigits: 1 }),
)

/**
 * A count (followers) shortened as the page's language writes it: the spec's 1.5k / 2M in
 * English, Intl's compact notation with the spec's one decimal in any other language (Spanish:
 * 15.3 K / 2 M).
 */
export function formatCount(value: number, locale: Locale): string {
  if (locale === 'en') return shortenNumber(value)
  if (!Number.isFinite(value)) return '0'
  return compactFormat(locale).format(value)
}

const plainFormat = perLocale(
  (locale) =>
    new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping: false, maximumFractionDigits: 20 }),
)

/**
 * A measurement's number in the language's notation (172.5; 172,5 where a comma is the decimal sign), every decimal
 * kept and no grouping, so English reads exactly as the number is stored.
 */
export function formatPlainNumber(value: number, locale: Locale): string {
  return plainFormat(locale).format(value)
}
