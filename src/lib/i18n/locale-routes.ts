import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from './locales'

/**
 * First path segments that are not visitor pages: the admin, the APIs, images and icons, Next's
 * files. Any first segment with a dot in it is a file too (`/robots.txt`, `/favicon.ico`).
 */
const NOT_PAGES = new Set(['admin', 'api', 'cms', 'image', 'media', 'icons', 'sitemaps', '_next'])

/** The site's JSON API of content (`/api/{path}`), whose language is its first segment too. */
const CONTENT_API = '/api'

/**
 * `_` begins the API's own endpoints (`/api/_forms`, `/api/_search`), never a content path; it
 * may come escaped (`%5F`), as Next decodes a path before it routes it.
 */
const isEndpoint = (segment: string) => /^(?:_|%5f)/i.test(segment)

/**
 * Where a request goes, by its language (src/proxy.ts):
 * - `page`: a visitor page; the routes live under `app/(site)/[lang]`, so an English path (which
 *   has no prefix) is rewritten to `/en/...` and a Spanish one (`/es/...`) goes as it is;
 * - `api`: the content API; in a language other than English (`/api/es/faq`) rewritten to the
 *   one API route (`/api/faq`), which answers in the language the proxy tells it;
 * - `redirect`: an English page addressed with its prefix (`/en/faq`), sent to its one address;
 * - `other`: anything else, in the default language.
 */
export type LocaleRoute =
  | { readonly kind: 'page'; readonly locale: Locale; readonly rewrite?: string }
  | { readonly kind: 'api'; readonly locale: Locale; readonly rewrite?: string }
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'other'; readonly locale: Locale }

export function localeRoute(pathname: string): LocaleRoute {
  const [, first = '', second = '', third = ''] = pathname.split('/')
  if (first === CONTENT_API.slice(1)) {
    if (isEndpoint(second) || second === DEFAULT_LOCALE)
      return { kind: 'other', locale: DEFAULT_LOCALE }
    if (!isLocale(second)) return { kind: 'api', locale: DEFAULT_LOCALE }
    // The endpoints have one address each: `/api/es/_forms/contact` is no way into the form
    // (whose body the proxy would then read before the form's own limit), only a missing path.
    if (isEndpoint(third)) return { kind: 'api', locale: second }
    return {
      kind: 'api',
      locale: second,
      rewrite: CONTENT_API + pathname.slice(CONTENT_API.length + second.length + 1),
    }
  }
  if (NOT_PAGES.has(first) || first.includes('.')) return { kind: 'other', locale: DEFAULT_LOCALE }
  if (first === DEFAULT_LOCALE) {
    const rest = pathname.slice(DEFAULT_LOCALE.length + 1)
    return { kind: 'redirect', location: rest === '' ? '/' : rest }
  }
  const locale = localeOfPath(pathname)
  if (locale !== DEFAULT_LOCALE) return { kind: 'page', locale }
  return {
    kind: 'page',
    locale,
    rewrite: pathname === '/' ? `/${DEFAULT_LOCALE}` : `/${DEFAULT_LOCALE}${pathname}`,
  }
}
