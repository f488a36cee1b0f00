import { describe, expect, it } from 'vitest'

import { DISALLOWED_PATHS, SITEMAP_MAX_URLS } from '@/features/seo/constants'
import { robotsTxt, sitemapIndexXml, sitemapParts, urlSetXml } from '@/features/seo/sitemap'

const SITE = 'https://roster.example'
const entry = (path: string, updatedAt = '2026-11-20T10:00:00.000Z') => ({ path, updatedAt })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('the sitemap', () => {
  it('lists each address absolute in every language, with its update time as a W3C datetime', () => {
    const xml = urlSetXml(SITE, [entry('/'), entry('/women'), entry('/women/amara-okafor')])
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true)
    expect(locs(xml)).toEqual([
      `${SITE}/`,
      `${SITE}/es`,
      `${SITE}/women`,
      `${SITE}/es/women`,
      `${SITE}/women/amara-okafor`,
      `${SITE}/es/women/amara-okafor`,
    ])
    expect(xml).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>')
  })

  it('names, for each address, the same page in every language and x-default (English)', () => {
    const urls = urlSetXml(SITE, [entry('/women')]).match(/<url>.*?<\/url>/g)!
    expect(urls).toHaveLength(2)
    for (const url of urls) {
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/women"/>`)
      expect(url).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/women"/>`)
      expect(url).toContain(
        `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/women"/>`,
      )
    }
  })

  it('escapes addresses as XML and URLs must be', () => {
    const xml = urlSetXml(SITE, [entry('/a&b'), entry('/café')])
    expect(locs(xml)).toEqual([
      `${SITE}/a&amp;b`,
      `${SITE}/es/a&amp;b`,
      `${SITE}/caf%C3%A9`,
      `${SITE}/es/caf%C3%A9`,
    ])
  })

  it('leaves out an unreadable update time instead of making one up', () => {
    expect(urlSetXml(SITE, [entry('/about', 'not a date')])).not.toContain('<lastmod>')
  })

  it('needs an index past 50,000 addresses (each page once per language), each part at most 50,000', () => {
    const pagesPerPart = SITEMAP_MAX_URLS / 2
    expect(sitemapParts(0)).toBe(1)
    expect(sitemapParts(pagesPerPart)).toBe(1)
    expect(sitemapParts(pagesPerPart + 1)).toBe(2)
    const entries = Array.from({ length: pagesPerPart + 1 }, (_, n) =>
      entry(
        `/t/${n}`,
        n === pagesPerPart ? '2026-11-24T00:00:00.000Z' : '2026-01-01T00:00:00.000Z',
      ),
    )
    const index = sitemapIndexXml(SITE, entries)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index)).toEqual([`${SITE}/sitemaps/1.xml`, `${SITE}/sitemaps/2.xml`])
    expect(index).toContain('<lastmod>2026-11-24T00:00:00.000Z</lastmod>')
    expect(locs(urlSetXml(SITE, entries, 1))).toHaveLength(SITEMAP_MAX_URLS)
    expect(locs(urlSetXml(SITE, entries, 2))).toEqual([`${SITE}/t/25000`, `${SITE}/es/t/25000`])
  })
})

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of the admin, APIs, forms and print cards, names the sitemap', () => {
    const lines = robotsTxt(SITE).split('\n')
    expect(lines).toContain('User-agent: *')
    expect(lines).toContain('Allow: /')
    for (const path of [
      '/admin',
      '/cms',
      '/api',
      '/print',
      '/es/print',
      '/es/_test',
      '/p/',
      '/es/p/',
    ])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(DISALLOWED_PATHS).toContain('/api') // the forms post to /api/_forms and /api/_payments
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`)
  })
})
