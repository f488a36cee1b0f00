import { DEFAULT_LOCALE, LOCALES, localizedPath } from './locales'

/** The `hreflang` value that names the address for readers of any other language. */
export const X_DEFAULT = 'x-default'

/**
 * The absolute address of a page in every language, by `hreflang`, and `x-default` (English,
 * the unprefixed address): what a page's `<link rel="alternate">` and the sitemap's
 * `<xhtml:link>` list. Every language lists all of them, itself included, so the set is
 * reciprocal as search engines require.
 */
export function languageAlternates(siteUrl: string, path: string): Record<string, string> {
  const alternates: Record<string, string> = {}
  for (const locale of LOCALES) alternates[locale] = `${siteUrl}${localizedPath(path, locale)}`
  alternates[X_DEFAULT] = alternates[DEFAULT_LOCALE]!
  return alternates
}
