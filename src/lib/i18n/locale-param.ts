import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/**
 * The query key that tells the API's own endpoints (`/api/_search`, `/api/_shortlist`) the
 * language of the page asking. The proxy gives `/api/_…` no language, so it must come in the
 * query. Import-free apart from the language list: the browser builds it, the routes read it.
 */
export const LOCALE_PARAM = 'locale'

/** The language a request asks for (`?locale=es`): English when it names none the site has. */
export function localeParam(searchParams: URLSearchParams): Locale {
  const asked = searchParams.get(LOCALE_PARAM)
  return isLocale(asked) ? asked : DEFAULT_LOCALE
}

/**
 * `&locale=es`, to append to an endpoint's query for a page in `locale`; nothing for English,
 * the default, so English pages ask the same address as before the site had languages.
 */
export const localeQuery = (locale: Locale): string =>
  locale === DEFAULT_LOCALE ? '' : `&${LOCALE_PARAM}=${locale}`
