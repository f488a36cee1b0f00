import type { PublishedEntry } from '@/lib/data/published'
import { languageAlternates } from '@/lib/i18n/alternates'
import { LOCALES, localizedPath, type Locale } from '@/lib/i18n/locales'

import { DISALLOWED_PATHS, SITEMAP_MAX_URLS } from './constants'

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[char]};`,
  )

/** An absolute, percent-encoded address on the site (sitemaps.org: URLs must be escaped). */
const absolute = (siteUrl: string, path: string) => escapeXml(new URL(path, `${siteUrl}/`).href)

/** W3C datetime as the protocol asks; an unreadable time is left out rather than made up. */
function lastmod(updatedAt: string): string {
  const time = Date.parse(updatedAt)
  return Number.isNaN(time) ? '' : `<lastmod>${new Date(time).toISOString()}</lastmod>`
}

/** Each published entry in every language: the sitemap's addresses, English first. */
const inEveryLanguage = (entries: PublishedEntry[]) =>
  entries.flatMap((entry) => LOCALES.map((locale) => ({ ...entry, locale })))

type Address = PublishedEntry & { locale: Locale }

/** How many sitemap files `count` entries need (each in every language); one means `/sitemap.xml` lists them itself. */
export const sitemapParts = (count: number) =>
  Math.max(1, Math.ceil((count * LOCALES.length) / SITEMAP_MAX_URLS))

/**
 * An address and, as `<xhtml:link>`, the same page in every language and `x-default` (Google's
 * sitemap form of `hreflang`).
 */
function urlXml(siteUrl: string, address: Address): string {
  const alternates = Object.entries(languageAlternates('', address.path)).map(
    ([hreflang, path]) =>
      `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(siteUrl, path)}"/>`,
  )
  const loc = absolute(siteUrl, localizedPath(address.path, address.locale))
  return `<url><loc>${loc}</loc>${lastmod(address.updatedAt)}${alternates.join('')}</url>`
}

/** The addresses of part `part` (1-based) of the sitemap, as a `<urlset>`. */
export function urlSetXml(siteUrl: string, entries: PublishedEntry[], part = 1): string {
  const slice = inEveryLanguage(entries).slice(
    (part - 1) * SITEMAP_MAX_URLS,
    part * SITEMAP_MAX_URLS,
  )
  const urls = slice.map((address) => urlXml(siteUrl, address))
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`
}

/** A `<sitemapindex>` of the parts, each dated by its newest entry. */
export function sitemapIndexXml(siteUrl: string, entries: PublishedEntry[]): string {
  const addresses = inEveryLanguage(entries)
  const parts = Array.from({ length: sitemapParts(entries.length) }, (_, index) => {
    const slice = addresses.slice(index * SITEMAP_MAX_URLS, (index + 1) * SITEMAP_MAX_URLS)
    const newest = slice.reduce(
      (latest, entry) => (entry.updatedAt > latest ? entry.updatedAt : latest),
      '',
    )
    return `<sitemap><loc>${absolute(siteUrl, sitemapPartPath(index + 1))}</loc>${lastmod(newest)}</sitemap>`
  })
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${parts.join('\n')}\n</sitemapindex>\n`
}

export const sitemapPartPath = (part: number) => `/sitemaps/${part}.xml`

/** robots.txt: everything but the admin, the APIs and form endpoints, the print cards and test routes. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}
