import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { en } from '../../src/lib/i18n/messages/en'
import { es } from '../../src/lib/i18n/messages/es'
import { E2E_BASE_URL } from './support/server-env'
import { gotoReady } from './support/shell'

/**
 * The site in Spanish (issue 19): every route under /es, its interface from the Spanish
 * catalogue, the language switch and suggestion, hreflang, and the content API in Spanish.
 */

const SPANISH_ROUTES = [
  '/es',
  '/es/faq',
  '/es/about',
  '/es/submit',
  '/es/contact',
  '/es/mission',
  '/es/privacy-notice',
  '/es/privacy-policy',
  '/es/terms-and-conditions',
  '/es/central-contact',
  '/es/central-mission',
  '/es/central-payment',
  '/es/los-angeles-contact',
  '/es/los-angeles-payment',
  '/es/accessibility',
  '/es/women',
  '/es/men',
  '/es/new-faces',
  '/es/talent',
  '/es/women/amara-okafor',
  '/es/men/julian-reyes',
  '/es/shortlist',
]

type Catalogue = { readonly [key: string]: string | Catalogue }

/** Every text of a catalogue, by its dotted key. */
function texts(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const found = new Map<string, string>()
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') found.set(prefix + key, value)
    else for (const [inner, text] of texts(value, `${prefix}${key}.`)) found.set(inner, text)
  }
  return found
}

/**
 * The English a Spanish page must not show: every English text whose Spanish differs, cut at its
 * placeholders, the pieces long enough to be words of their own and not in the Spanish too (a
 * name: "Roster {office}, reference {reference}").
 */
const englishLeftovers = (() => {
  const spanish = texts(es as unknown as Catalogue)
  const pieces = new Set<string>()
  for (const [key, text] of texts(en as unknown as Catalogue)) {
    if (spanish.get(key) === text) continue
    for (const piece of text.split(/\{\w+\}/)) {
      const trimmed = piece.trim().replace(/[.:,;!?…]+$/, '')
      if (trimmed.length >= 4 && !spanish.get(key)?.includes(trimmed)) pieces.add(trimmed)
    }
  }
  return [...pieces]
})()

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What a visitor can read or hear of a page in Spanish: its text and the names given to its
 * controls, leaving out what is marked as another language on purpose (the switch's "English",
 * the line offering the page in English).
 */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const elsewhere = [...document.querySelectorAll<HTMLElement>('body [lang]:not([lang="es"])')]
    const inSpanish = (element: Element) => !elsewhere.some((other) => other.contains(element))
    let text = document.body.innerText
    for (const other of elsewhere) text = text.replace(other.innerText, '')
    const names = [...document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')]
      .filter(inSpanish)
      .flatMap((element) =>
        ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name)),
      )
      .filter(Boolean)
    return [text, document.title, ...names].join('\n')
  })
}

for (const path of SPANISH_ROUTES) {
  test(`${path} is in Spanish, with no English interface text left`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['content-language']).toBe('es')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
    const readable = await readableText(page)
    const left = englishLeftovers.filter((english) =>
      new RegExp(`(^|[^\\p{L}])${escapeRegExp(english)}([^\\p{L}]|$)`, 'u').test(readable),
    )
    expect(left, `English on ${path}`).toEqual([])
  })
}

test('a missing page says so in Spanish', async ({ page }) => {
  const response = await page.goto('/es/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByText('/es/no-such-page')).toBeVisible()
})

test('an English page addressed with its prefix redirects to its one address', async ({
  request,
}) => {
  const response = await request.get('/en/faq', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toMatch(/\/faq$/)
  // With the headers every answer carries.
  expect(response.headers()['x-content-type-options']).toBe('nosniff')
})

test('the switch keeps the visitor on the same page, and is remembered', async ({ page }) => {
  await gotoReady(page, '/women/amara-okafor')
  await page.getByRole('banner').getByRole('link', { name: 'Español' }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/es/women/amara-okafor`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amara Okafor')

  // Chosen: an English page now offers Spanish, in Spanish.
  await gotoReady(page, '/faq')
  const suggestion = page.getByRole('complementary', { name: es.language.switchLabel })
  await expect(suggestion).toContainText(es.language.suggestion)
  await suggestion.getByRole('link').click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/es/faq`)

  await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/faq`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')

  // A book's filters come along.
  await gotoReady(page, '/es/women?inTown=1')
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(`${E2E_BASE_URL}/women?inTown=1`)
})

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-MX' })

  test('is offered the Spanish page, never redirected, and the offer can be dismissed for good', async ({
    page,
  }) => {
    const response = await page.goto('/about')
    expect(response?.url()).toBe(`${E2E_BASE_URL}/about`)
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
    const suggestion = page.getByRole('complementary', { name: es.language.switchLabel })
    await expect(suggestion.getByRole('link')).toHaveAttribute('href', '/es/about')
    await suggestion.getByRole('button', { name: es.language.dismiss }).click()
    await expect(suggestion).toBeHidden()
    await gotoReady(page, '/faq')
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
    await expect(suggestion).toBeHidden()
  })

  test('reading Spanish is offered nothing', async ({ page }) => {
    await gotoReady(page, '/es/about')
    await expect(page.getByRole('complementary', { name: es.language.switchLabel })).toHaveCount(0)
  })
})

/** The `<link rel="alternate" hreflang>` of a page as sent, by language. */
async function alternatesOf(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([\w-]+)" href="([^"]+)"\/>/g)]
  return Object.fromEntries(links.map(([, language, href]) => [language!, href!]))
}

test('every page names itself in every language, and each names the others back', async ({
  request,
}) => {
  for (const path of ['/', '/faq', '/women', '/women/amara-okafor', '/es/contact']) {
    const alternates = await alternatesOf(request, path)
    expect(Object.keys(alternates).sort(), path).toEqual(['en', 'es', 'x-default'])
    expect(alternates['x-default']).toBe(alternates.en)
    for (const href of [alternates.en!, alternates.es!]) {
      expect(await alternatesOf(request, new URL(href).pathname), href).toEqual(alternates)
    }
  }
})

test('the content API answers in Spanish under /api/es, in the same envelope', async ({
  request,
}) => {
  const [english, spanish] = await Promise.all([
    request.get('/api/faq'),
    request.get('/api/es/faq'),
  ])
  expect(spanish.status()).toBe(200)
  expect(spanish.headers()['content-language']).toBe('es')
  expect(english.headers()['content-language']).toBe('en')
  const { data } = (await spanish.json()) as { data: Record<string, unknown> }
  const { data: englishData } = (await english.json()) as { data: Record<string, unknown> }
  expect(Object.keys(data).sort()).toEqual(Object.keys(englishData).sort())
  expect(data.kind).toBe('page')
  expect(data.path).toBe('/es/faq')
  expect(data.title).not.toBe(englishData.title)
  // Its links are the Spanish site's addresses.
  const menu = data.menu as { slug: string }[]
  expect(menu.length).toBeGreaterThan(0)
  for (const item of menu) if (item.slug.startsWith('/')) expect(item.slug).toMatch(/^\/es(\/|$)/)

  const missing = await request.get('/api/es/no-such-page')
  expect(missing.status()).toBe(404)
  expect(((await missing.json()) as { message: string }).message).toContain('/es/no-such-page')

  const home = await request.get('/api/es/home', { maxRedirects: 0 })
  expect(home.status()).toBe(308)
  expect(home.headers().location).toBe('/api/es')
})

test('a moved page redirects to its new address in the same language', async ({ request }) => {
  const home = await request.get('/es/home', { maxRedirects: 0 })
  expect(home.status()).toBe(308)
  expect(new URL(home.headers().location!, E2E_BASE_URL).pathname).toBe('/es')
})

test('a page carries the forms’ texts only with a form, and only its own', async ({ request }) => {
  const html = async (path: string) => (await request.get(path)).text()
  const application = es.submission.guardianNote
  const payment = es.payment.stripeNote
  const [home, apply, pay] = await Promise.all([
    html('/es'),
    html('/es/submit'),
    html('/es/central-payment'),
  ])
  expect(home).toContain(es.shell.menu)
  expect(home).not.toContain(application)
  expect(home).not.toContain(payment)
  expect(apply).toContain(application)
  expect(apply).not.toContain(payment)
  expect(pay).toContain(payment)
  expect(pay).not.toContain(application)
})
