import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { E2E_BASE_URL } from './support/server-env'
import { asStaff } from './support/staff'

/**
 * Being found and shared (issue 18): sitemap, robots.txt, canonical addresses, sharing cards,
 * icons and structured data, as crawlers read them: the HTML as sent, before any script runs.
 */

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!)

/** The `<head>` as the server sent it, and the attributes of its tags. */
async function headOf(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? ''
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((match) =>
      Object.fromEntries(
        [...match[0].matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [
          key,
          value!.replace(/&amp;/g, '&'),
        ]),
      ),
    )
  const meta = (key: string) =>
    tags('meta')
      .filter((tag) => tag.property === key || tag.name === key)
      .map((tag) => tag.content)
  return { html, head, tags, meta }
}

test('robots.txt allows the site, keeps crawlers out of the admin, APIs, forms and print, names the sitemap', async ({
  request,
}) => {
  const response = await request.get('/robots.txt')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('text/plain')
  const lines = (await response.text()).split('\n')
  expect(lines).toContain('User-agent: *')
  expect(lines).toContain('Allow: /')
  for (const path of ['/admin', '/cms', '/api', '/print'])
    expect(lines).toContain(`Disallow: ${path}`)
  expect(lines).toContain(`Sitemap: ${E2E_BASE_URL}/sitemap.xml`)
})

test('the sitemap lists exactly the published pages, books and talents in every language, valid by the protocol', async ({
  request,
}) => {
  const response = await request.get('/sitemap.xml')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('application/xml')
  const xml = await response.text()
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  )
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1]!)
  expect(urls.length).toBeGreaterThan(0)
  expect(urls.length).toBeLessThanOrEqual(50_000)
  for (const url of urls) {
    const [loc] = locs(url)
    expect(loc!.startsWith(`${E2E_BASE_URL}/`), loc).toBe(true)
    const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(url)?.[1]
    expect(lastmod, loc).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/)
    expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now())
  }
  const paths = locs(xml).map((loc) => loc.slice(E2E_BASE_URL.length))
  expect(new Set(paths).size).toBe(paths.length)

  // What a visitor can reach: every published page, every book, every published talent once,
  // under the first book (by order) that lists them; each in English and in Spanish.
  const published = (collection: string) =>
    asStaff(
      request,
      'GET',
      `/cms/api/${collection}?where[_status][equals]=published&limit=1000&depth=0`,
    ).then((answer) => answer.docs!)
  const [pages, talents, books] = await Promise.all([
    published('pages'),
    published('talents'),
    asStaff(request, 'GET', '/cms/api/books?sort=order&limit=1000&depth=0').then((a) => a.docs!),
  ])
  const expected = [
    ...pages.map((page) => (page.slug === 'home' ? '/' : `/${page.slug}`)),
    ...books.map((book) => `/${book.slug}`),
    ...talents.flatMap((talent) => {
      const book = books.find((candidate) => (candidate.talents as number[]).includes(talent.id))
      return book ? [`/${book.slug}/${talent.slug}`] : []
    }),
  ]
  const inSpanish = expected.map((path) => (path === '/' ? '/es' : `/es${path}`))
  expect([...paths].sort()).toEqual([...expected, ...inSpanish].sort())
  expect(paths).toContain('/accessibility')
  expect(paths).toContain('/es/women/amara-okafor')
  expect(paths).toContain('/women/amara-okafor')
})

const ROUTES = [
  { path: '/', canonical: '/', type: 'website' },
  { path: '/about', canonical: '/about', type: 'website' },
  { path: '/accessibility', canonical: '/accessibility', type: 'website' },
  { path: '/submit', canonical: '/submit', type: 'website' },
  { path: '/contact', canonical: '/contact', type: 'website' },
  { path: '/central-payment', canonical: '/central-payment', type: 'website' },
  { path: '/women', canonical: '/women', type: 'website' },
  // Filters in the query string are the same page.
  { path: '/women?hair=brown&heightMin=170', canonical: '/women', type: 'website' },
  { path: '/women/amara-okafor', canonical: '/women/amara-okafor', type: 'profile' },
  // A talent in two books is one page, under the first book.
  { path: '/talent/camille-laurent', canonical: '/women/camille-laurent', type: 'profile' },
  { path: '/print/women/amara-okafor', canonical: '/women/amara-okafor', type: 'profile' },
]

test('every route has one canonical address and the Open Graph and Twitter card tags', async ({
  request,
}) => {
  for (const route of ROUTES) {
    const { tags, meta } = await headOf(request, route.path)
    const canonical = tags('link').filter((tag) => tag.rel === 'canonical')
    expect(canonical, route.path).toHaveLength(1)
    // Next writes the home page without its slash: the same address once parsed.
    const absolute = (href: string | undefined) => new URL(href ?? '', 'http://invalid').href
    expect(absolute(canonical[0]!.href), route.path).toBe(`${E2E_BASE_URL}${route.canonical}`)
    for (const key of [
      'og:title',
      'og:description',
      'og:image',
      'og:site_name',
      'og:type',
      'og:url',
    ]) {
      expect(meta(key).length, `${route.path} ${key}`).toBeGreaterThan(0)
      expect(meta(key)[0], `${route.path} ${key}`).not.toBe('')
    }
    expect(meta('og:type')[0], route.path).toBe(route.type)
    expect(meta('og:site_name')[0], route.path).toBe('Roster')
    expect(absolute(meta('og:url')[0]), route.path).toBe(`${E2E_BASE_URL}${route.canonical}`)
    expect(meta('twitter:card')[0], route.path).toBe('summary_large_image')
    expect(meta('twitter:image')[0], route.path).toBe(meta('og:image')[0])
    expect(meta('description')[0], route.path).toBeTruthy()
    // The image must answer, for crawlers that fetch it without asking for a format.
    const image = await request.get(meta('og:image')[0]!)
    expect(image.status(), `${route.path} og:image`).toBe(200)
    expect(image.headers()['content-type'], route.path).toMatch(/^image\//)
    const robots = meta('robots')
    if (route.path.startsWith('/print/')) expect(robots[0]).toContain('noindex')
    else expect(robots.join(), route.path).not.toContain('noindex')
  }
})

test('the document language is set', async ({ request }) => {
  const { html } = await headOf(request, '/about')
  expect(html).toMatch(/<html lang="en"/)
})

test('a talent’s sharing card is a 1200x630 picture from the image pipeline, kept for the next ask', async ({
  request,
}) => {
  const { meta } = await headOf(request, '/women/amara-okafor')
  const url = meta('og:image')[0]!
  expect(url).toBe(`${E2E_BASE_URL}/image/social/women/amara-okafor`)
  expect(meta('og:image:width')[0]).toBe('1200')
  expect(meta('og:image:height')[0]).toBe('630')
  const first = await request.get(url)
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('image/jpeg')
  const picture = await sharp(await first.body()).metadata()
  expect([picture.width, picture.height]).toEqual([1200, 630])
  // Made once: the next answer is the same stored bytes, and a revalidation costs a 304.
  const etag = first.headers().etag!
  const again = await request.get(url)
  expect(again.headers().etag).toBe(etag)
  expect((await again.body()).equals(await first.body())).toBe(true)
  const revalidated = await request.get(url, { headers: { 'If-None-Match': etag } })
  expect(revalidated.status()).toBe(304)

  const book = await request.get((await headOf(request, '/women')).meta('og:image')[0]!)
  expect(book.status()).toBe(200)
  const bookPicture = await sharp(await book.body()).metadata()
  expect([bookPicture.width, bookPicture.height]).toEqual([1200, 630])
  expect((await request.get('/image/social/women/nobody-here')).status()).toBe(404)
})

test('the favicon, page icons and web manifest answer with the right types', async ({
  request,
}) => {
  const { tags } = await headOf(request, '/about')
  const link = (rel: string) => tags('link').find((tag) => tag.rel === rel)?.href
  const checks: [string | undefined, string, number | null][] = [
    ['/favicon.ico', 'image/x-icon', null],
    [link('icon'), 'image/png', 32],
    [link('apple-touch-icon'), 'image/png', 180],
    ['/icons/icon-192.png', 'image/png', 192],
    ['/icons/icon-512.png', 'image/png', 512],
  ]
  for (const [href, type, size] of checks) {
    expect(href, type).toBeTruthy()
    const response = await request.get(href!)
    expect(response.status(), href).toBe(200)
    expect(response.headers()['content-type'], href).toBe(type)
    if (size) {
      const picture = await sharp(await response.body()).metadata()
      expect([picture.width, picture.height], href).toEqual([size, size])
    }
  }
  expect(link('manifest')).toBe('/manifest.webmanifest')
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['content-type']).toBe('application/manifest+json')
  const body = await manifest.json()
  expect(body).toEqual(
    expect.objectContaining({ name: 'Roster', start_url: '/', theme_color: '#11100e' }),
  )
  expect(body.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(['192x192', '512x512'])
})

/** Every JSON-LD block of a page, parsed. */
async function structuredData(request: APIRequestContext, path: string) {
  const { html } = await headOf(request, path)
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown> & { '@type': string },
  )
}

test('structured data: Organization everywhere, ItemList, Person, BreadcrumbList and LocalBusiness', async ({
  request,
}) => {
  const types = async (path: string) =>
    (await structuredData(request, path)).map((data) => data['@type'])
  expect(await types('/')).toContain('Organization')
  expect(await types('/women')).toEqual(
    expect.arrayContaining(['Organization', 'ItemList', 'BreadcrumbList']),
  )
  expect(await types('/women/amara-okafor')).toEqual(
    expect.arrayContaining(['Organization', 'Person', 'BreadcrumbList']),
  )
  expect(await types('/contact')).toEqual(expect.arrayContaining(['Organization', 'LocalBusiness']))

  const blocks = await structuredData(request, '/women/amara-okafor')
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org')
  const organization = blocks.find((block) => block['@type'] === 'Organization')!
  expect(organization.name).toBe('Roster')
  expect(organization.sameAs).toEqual(['https://www.instagram.com/roster.agency/'])
  const logo = await request.get(organization.logo as string)
  expect(logo.status()).toBe(200)
  expect(logo.headers()['content-type']).toMatch(/^image\//)
  const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')!
  expect(trail.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${E2E_BASE_URL}/` },
    { '@type': 'ListItem', position: 2, name: 'Women', item: `${E2E_BASE_URL}/women` },
    {
      '@type': 'ListItem',
      position: 3,
      name: 'Amara Okafor',
      item: `${E2E_BASE_URL}/women/amara-okafor`,
    },
  ])
  const person = blocks.find((block) => block['@type'] === 'Person')!
  expect(person).toEqual(
    expect.objectContaining({ name: 'Amara Okafor', url: `${E2E_BASE_URL}/women/amara-okafor` }),
  )
})

test('the accessibility statement is linked from the footer and names WCAG 2.2 AA and how to report', async ({
  page,
}) => {
  await page.goto('/about')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click()
  await expect(page).toHaveURL('/accessibility')
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('WCAG) 2.2 at level AA')
  await expect(page.getByRole('heading', { name: 'Report a problem' })).toBeVisible()
})
