import type { PublishedEntry } from '@/lib/data/published'

import { DISALLOWED_PATHS, SITEMAP_MAX_URLS } from './constants'

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n'
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9'

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

/** How many sitemap files `count` addresses need; one means `/sitemap.xml` lists them itself. */
export const sitemapParts = (count: number) => Math.max(1, Math.ceil(count / SITEMAP_MAX_URLS))

/** The addresses of part `part` (1-based) of the sitemap, as a `<urlset>`. */
export function urlSetXml(siteUrl: string, entries: PublishedEntry[], part = 1): string {
  const slice = entries.slice((part - 1) * SITEMAP_MAX_URLS, part * SITEMAP_MAX_URLS)
  const urls = slice.map(
    (entry) => `<url><loc>${absolute(siteUrl, entry.path)}</loc>${lastmod(entry.updatedAt)}</url>`,
  )
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`
}

/** A `<sitemapindex>` of the parts, each dated by its newest entry. */
export function sitemapIndexXml(siteUrl: string, entries: PublishedEntry[]): string {
  const parts = Array.from({ length: sitemapParts(entries.length) }, (_, index) => {
    const slice = entries.slice(index * SITEMAP_MAX_URLS, (index + 1) * SITEMAP_MAX_URLS)
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
