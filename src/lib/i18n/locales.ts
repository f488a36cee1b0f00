/**
 * The site's languages, in one place. English is the default and keeps every route of the spec
 * unprefixed; every other language lives under `/{code}/...`. Adding a language is its code in
 * `LOCALES` (./locale-codes.mjs) and its entry in each map below (the type checker asks for them), its catalogue in
 * `messages/` (held to English's keys), and a migration: Payload's localization is built from
 * this list (payload.config.ts). README, "Languages", has the steps.
 *
 * Import-free: the proxy, the browser and Payload's config read it.
 */
import { LOCALES } from './locale-codes.mjs'

export { LOCALES }

export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** Each language as its own readers name it (the language switch, the admin's locale menu). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' }

/**
 * The locale `Intl` formats a language's numbers and dates in. The agency's readers of Spanish
 * are in the United States: `es-US` writes money and decimals as they do ($10,000.00, 172.5),
 * which is also how the payment form reads an amount.
 */
export const INTL_LOCALES: Record<Locale, string> = { en: 'en-US', es: 'es-US' }

/** Each language's Open Graph locale (`og:locale`), as Facebook's list spells it. */
export const OPEN_GRAPH_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES' }

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value)

/** The language a site path is in: `/es/faq` is Spanish, `/faq` English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE
}

/** A site path without its language prefix: `/es/faq` → `/faq`, `/es` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const locale = localeOfPath(pathname)
  if (locale === DEFAULT_LOCALE) return pathname
  const rest = pathname.slice(locale.length + 1)
  return rest === '' ? '/' : rest
}

/** A site path (unprefixed, as English has it) in a language: `/faq` → `/es/faq`, `/` → `/es`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `/${locale}` : `/${locale}${path.startsWith('/') ? '' : '/'}${path}`
}
