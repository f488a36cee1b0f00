import { expect, test, type APIResponse } from '@playwright/test'

import { expectScriptsAllowedByHash, expectSecurityHeaders, nonceOf, watchCsp } from './support/csp'
import { gotoReady } from './support/shell'
import { draftPreviewHeaders } from './support/staff'

/** Security headers on every kind of answer, and the pages working under their policy. */

const PAGES = [
  '/',
  '/about',
  '/faq',
  '/women',
  '/women/amara-okafor',
  '/submit',
  '/contact',
  '/print/women/amara-okafor',
]

/** A draft preview: pages are rendered for it alone, with a nonce, never from the page cache. */
const PER_REQUEST = draftPreviewHeaders()

function expectStrictPolicy(response: APIResponse, path: string, { framedBySelf = false } = {}) {
  expectSecurityHeaders(response, path, { framedBySelf })
  const policy = response.headers()['content-security-policy']!
  expect(policy).toContain("'strict-dynamic'")
  expect(policy).toContain("object-src 'none'")
  expect(policy).toContain("base-uri 'self'")
  expect(policy).toContain("form-action 'self'")
  expect(policy).not.toContain('unsafe-eval')
  expect(/script-src [^;]*/.exec(policy)![0]).not.toContain('unsafe-inline')
}

test('cached pages carry a strict policy whose hashes allow their scripts, and no nonce', async ({
  request,
}) => {
  for (const path of PAGES) {
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      expectStrictPolicy(response, path)
      expectScriptsAllowedByHash(response, await response.text(), path)
    }
    expect((await request.get(path)).headers()['x-roster-cache'], path).toBe('HIT')
  }
})

test('pages rendered per request carry a fresh nonce that every script tag carries', async ({
  request,
}) => {
  const seen = new Set<string>()
  for (const path of PAGES) {
    for (let visit = 0; visit < 2; visit++) {
      const response = await request.get(path, { headers: PER_REQUEST })
      expect(response.status(), path).toBe(200)
      expect(response.headers()['x-roster-cache'], path).toBeUndefined()
      expectStrictPolicy(response, path, { framedBySelf: true })
      const nonce = nonceOf(response)
      expect(seen.has(nonce), `${path}: nonce used twice`).toBe(false)
      seen.add(nonce)
      const html = await response.text()
      const scripts = html.match(/<script\b[^>]*>/g) ?? []
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`)
    }
  }
})

test('a nonce or policy sent by the client is never used', async ({ request }) => {
  const forged = {
    'x-nonce': 'chosen-by-attacker',
    'content-security-policy': "script-src 'nonce-x'",
  }
  const rendered = await request.get('/about', { headers: { ...forged, ...PER_REQUEST } })
  const html = await rendered.text()
  expect(html).not.toContain('chosen-by-attacker')
  expect(html).not.toContain('nonce="x"')
  expect(html).toContain(`nonce="${nonceOf(rendered)}"`)

  const cached = await request.get('/about', { headers: forged })
  const cachedHtml = await cached.text()
  expect(cachedHtml).not.toContain('chosen-by-attacker')
  expectScriptsAllowedByHash(cached, cachedHtml, '/about')
})

test('error screens carry the page policy, with their status', async ({ request }) => {
  for (const [path, status] of [
    ['/no-such-page', 404],
    ['/_test/server-error', 500],
    ['/media/no-such-file.jpg', 404],
  ] as const) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(status)
    expectSecurityHeaders(response, path)
    expect(response.headers()['cache-control'], path).toContain('no-store')
    const html = await response.text()
    const policy = response.headers()['content-security-policy']!
    if (policy.includes("'nonce-")) {
      const nonce = nonceOf(response)
      for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
        expect(tag, path).toContain(`nonce="${nonce}"`)
    } else {
      expectScriptsAllowedByHash(response, html, path)
    }
  }
})

test('JSON, files and images get a policy that loads nothing', async ({ request }) => {
  const answers: [string, number, string][] = [
    ['/api/about', 200, "default-src 'none'; frame-ancestors 'none'"],
    ['/api/_settings', 200, "default-src 'none'; frame-ancestors 'none'"],
    ['/api/no-such-page', 404, "default-src 'none'; frame-ancestors 'none'"],
    ['/cms/api/talents?limit=1', 403, "default-src 'none'; frame-ancestors 'none'"],
    ['/cms/api/submissions', 403, "default-src 'none'; frame-ancestors 'none'"],
    [
      '/image/proxy?src=%2Fmedia%2Famara-okafor-1.jpg&w=640',
      200,
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    ],
    [
      '/image/proxy?src=file%3A%2F%2F%2Fetc%2Fpasswd',
      400,
      "default-src 'none'; frame-ancestors 'none'; sandbox",
    ],
  ]
  for (const [path, status, policy] of answers) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(status)
    expectSecurityHeaders(response, path)
    expect(response.headers()['content-security-policy'], path).toBe(policy)
  }
})

test('the admin and Next’s own files carry the headers too', async ({ request }) => {
  const login = await request.get('/admin/login')
  expect(login.status()).toBe(200)
  expectSecurityHeaders(login, '/admin/login')
  const policy = login.headers()['content-security-policy']!
  expect(policy).not.toMatch(/google|stripe|youtube|vimeo/)
  const nonce = nonceOf(login)
  const html = await login.text()
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`)

  const chunk = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1]
  expect(chunk).toBeTruthy()
  const asset = await request.get(chunk!)
  expect(asset.status()).toBe(200)
  expectSecurityHeaders(asset, chunk!)
})

test('HSTS is not sent over plain http, whatever an untrusted client claims', async ({
  request,
}) => {
  const response = await request.get('/about', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(response.headers()['strict-transport-security']).toBeUndefined()
  expect(response.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests')
})

test('outside hosts are allowed only for what is on: reCAPTCHA and Stripe, not Analytics', async ({
  request,
}) => {
  const policy = (await request.get('/')).headers()['content-security-policy']!
  expect(policy).not.toMatch(/google-analytics|googletagmanager/)
  // The end-to-end server has reCAPTCHA and Stripe on (against local stand-ins).
  expect(/script-src [^;]*/.exec(policy)![0]).toContain('https://www.gstatic.com/recaptcha/')
  expect(/frame-src [^;]*/.exec(policy)![0]).toContain('https://www.google.com/recaptcha/')
  expect(/form-action [^;]*/.exec(policy)![0]).toBe(
    "form-action 'self' https://checkout.stripe.com",
  )
})

test('the main pages run without a single policy violation', async ({ page }) => {
  test.setTimeout(90_000)
  const csp = watchCsp(page)
  for (const path of PAGES.filter((path) => path !== '/print/women/amara-okafor')) {
    await gotoReady(page, path)
  }
  // The search, the FAQ popup and the lightbox, which load code and pictures as they open.
  await gotoReady(page, '/women/amara-okafor')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const search = page.getByRole('dialog', { name: 'Search' })
  await search.getByRole('combobox', { name: 'Search talents and books' }).fill('ama')
  await expect(search.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Escape')
  await page.goto('/print/women/amara-okafor')
  await expect(page.getByRole('img').first()).toBeVisible()
  expect(await csp.violations()).toEqual([])
})

test('the lightbox shows a page of the site in a frame, and nobody else may frame it', async ({
  page,
  request,
}) => {
  const csp = watchCsp(page)
  await gotoReady(page, '/_test/gallery')
  await page.getByRole('link', { name: 'The about page in a frame' }).click()
  await expect(
    page
      .getByRole('dialog')
      .frameLocator('iframe[title="About us"]')
      .getByRole('heading', { level: 1 }),
  ).toHaveText(/About/, { timeout: 15_000 })
  expect(await csp.violations()).toEqual([])

  // A top-level visit, or a frame of another site, gets frame-ancestors 'none'.
  for (const site of ['cross-site', 'same-site']) {
    const framed = await request.get('/about', {
      headers: { 'Sec-Fetch-Dest': 'iframe', 'Sec-Fetch-Site': site },
    })
    expect(framed.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(framed.headers()['x-frame-options']).toBe('DENY')
  }
})
