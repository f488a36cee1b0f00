import { describe, expect, it } from 'vitest'

import { DISALLOWED_PATHS, SITEMAP_MAX_URLS } from '@/features/seo/constants'
import { robotsTxt, sitemapIndexXml, sitemapParts, urlSetXml } from '@/features/seo/sitemap'

const SITE = 'https://roster.example'
const entry = (path: string, updatedAt = '2026-11-20T10:00:00.000Z') => ({ path, updatedAt })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('the sitemap', () => {
  it('lists each address absolute, with its update time as a W3C datetime', () => {
    const xml = urlSetXml(SITE, [entry('/'), entry('/women'), entry('/women/amara-okafor')])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true)
    expect(locs(xml)).toEqual([`${SITE}/`, `${SITE}/women`, `${SITE}/women/amara-okafor`])
    expect(xml).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>')
  })

  it('escapes addresses as XML and URLs must be', () => {
    const xml = urlSetXml(SITE, [entry('/a&b'), entry('/café')])
    expect(locs(xml)).toEqual([`${SITE}/a&amp;b`, `${SITE}/caf%C3%A9`])
  })

  it('leaves out an unreadable update time instead of making one up', () => {
    expect(urlSetXml(SITE, [entry('/about', 'not a date')])).not.toContain('<lastmod>')
  })

  it('needs an index past 50,000 addresses, each part at most 50,000', () => {
    expect(sitemapParts(0)).toBe(1)
    expect(sitemapParts(SITEMAP_MAX_URLS)).toBe(1)
    expect(sitemapParts(SITEMAP_MAX_URLS + 1)).toBe(2)
    const entries = Array.from({ length: SITEMAP_MAX_URLS + 2 }, (_, n) =>
      entry(
        `/t/${n}`,
        n === SITEMAP_MAX_URLS + 1 ? '2026-11-24T00:00:00.000Z' : '2026-01-01T00:00:00.000Z',
      ),
    )
    const index = sitemapIndexXml(SITE, entries)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index)).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`])
    expect(index).toContain('<lastmod>2026-11-24T00:00:00.000Z</lastmod>')
    expect(locs(urlSetXml(SITE, entries, 1))).toHaveLength(SITEMAP_MAX_URLS)
    expect(locs(urlSetXml(SITE, entries, 2))).toEqual([`${SITE}/t/50000`, `${SITE}/t/50001`])
  })
})

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin, APIs, forms and print cards, names the sitemap', () => {
    const lines = robotsTxt(SITE).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of ['/admin', '/cms', '/api', '/print'])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(DISALLOWED_PATHS).toContain('/api') // the forms post to /api/_forms and /api/_payments
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
