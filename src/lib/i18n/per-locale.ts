import type { Locale } from './locales'

/**
 * `make(locale)` once per language, on first use: for Intl's formatters, which are costly to
 * build and safe to share across requests.
 */
export function perLocale<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>()
  return (locale) => {
    if (!made.has(locale)) made.set(locale, make(locale))
    return made.get(locale)!
  }
}
