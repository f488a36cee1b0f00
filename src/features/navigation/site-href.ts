import { localizedPath, type Locale } from '@/lib/i18n/locales'

/** A link that leaves the site (`http…`): it opens in a new tab and keeps its address. */
export const isExternal = (href: string) => href.startsWith('http')

/**
 * Where a link from the CMS (menu, footer, a block's call to action) leads in the page's
 * language: a site path gets the language's prefix (`/faq` → `/es/faq`); anything else (another
 * site, `mailto:`, a `#fragment`) stays as written. Staff write site paths unprefixed.
 */
export function siteHref(href: string, locale: Locale): string {
  return href.startsWith('/') && !href.startsWith('//') ? localizedPath(href, locale) : href
}
