/**
 * Dates for people, in the page's language, the same on every server whatever its time zone.
 */
import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales'
import { perLocale } from '@/lib/i18n/per-locale'

const monthYearFormat = perLocale(
  (locale) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
)

/** 'November 2026', 'noviembre de 2026': when a talent's polaroids were taken. */
export function formatMonthYear(date: string | Date, locale: Locale): string {
  return monthYearFormat(locale).format(new Date(date))
}
