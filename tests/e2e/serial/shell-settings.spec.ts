import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { watchCsp } from '../support/csp'
import { gotoReady, sleep } from '../support/shell'
import { untilCurrent } from '../support/published'
import { asStaff, staffHeaders } from '../support/staff'

/**
 * The shell's behaviour under the site settings: analytics with and without a measurement id,
 * and lazy page load. They change the shared settings, so they run alone (the `serial` project),
 * in order, and put the settings back.
 */
test.describe.configure({ mode: 'serial' })

const MEASUREMENT_ID = 'G-TEST1234'

async function updateWebsite(request: APIRequestContext, website: Record<string, unknown>) {
  await asStaff(request, 'POST', '/cms/api/globals/settings', { website })
  await untilCurrent(request, '/', '/about', '/women', '/faq')
}

test.afterAll(async ({ request }) => {
  await updateWebsite(request, {
    google_analytics_code: '',
    lazy_page_load: false,
    default_theme: 'system',
    default_town: 'LA',
  })
})

/** Every request that would leave for Google, answered by a local stand-in instead. */
async function standInForGoogle(page: Page) {
  const requests: string[] = []
  await page.route(
    /^https:\/\/([a-z0-9-]+\.)*(google|googletagmanager|google-analytics)\.com\//,
    (route) => {
      requests.push(route.request().url())
      // Google's gtag.js processes `dataLayer`; the stand-in only records that it ran.
      return route.fulfill({
        contentType: 'text/javascript',
        body: 'window.gtagStandInRuns = (window.gtagStandInRuns || 0) + 1',
      })
    },
  )
  return requests
}

/** The visitor has accepted analytics before (serial/consent.spec.ts tests the banner itself). */
const acceptedAnalytics = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('roster:analytics-consent', 'granted'))

type Command = [string, unknown, unknown]

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) => {
      const [command, target, params] = Array.from(entry)
      return [command, target instanceof Date ? 'date' : target, params] as Command
    }),
  )

const pageViews = async (page: Page) =>
  (await dataLayer(page))
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path)

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true })

test('without a measurement id nothing is sent to Google', async ({ page, request }) => {
  await updateWebsite(request, { google_analytics_code: '' })
  const google = await standInForGoogle(page)
  await gotoReady(page, '/about')
  await menuLink(page, 'Women').click()
  await expect(page).toHaveURL('/women')
  await sleep(500)
  expect(google).toEqual([])
  expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false)
})

test('with a measurement id: the tag loads once, one page view per route change, no repeats', async ({
  page,
  request,
}) => {
  await updateWebsite(request, { google_analytics_code: MEASUREMENT_ID })
  await acceptedAnalytics(page)
  const google = await standInForGoogle(page)
  await gotoReady(page, '/about')
  await expect.poll(() => page.evaluate(() => 'gtagStandInRuns' in window)).toBe(true)

  await menuLink(page, 'Women').click()
  await expect(page).toHaveURL('/women')
  // The same path again (a link to the page itself, then a query change) is no new page view.
  await menuLink(page, 'Women').click()
  await page.evaluate(() => history.replaceState(history.state, '', '/women?hair=brown'))
  await page
    .getByRole('main')
    .getByRole('link', { name: /Amara Okafor/ })
    .first()
    .click()
  await expect(page).toHaveURL('/women/amara-okafor')
  await page.goBack()
  await expect(page).toHaveURL(/\/women/)
  await expect
    .poll(() => pageViews(page))
    .toEqual(['/about', '/women', '/women/amara-okafor', '/women'])

  const commands = await dataLayer(page)
  expect(commands.slice(0, 2)).toEqual([
    ['js', 'date', undefined],
    ['config', MEASUREMENT_ID, { send_page_view: false }],
  ])
  expect(google).toHaveLength(1)
  expect(google[0]).toBe(
    `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}&l=dataLayer`,
  )
  expect(
    await page.evaluate(() => (window as unknown as { gtagStandInRuns: number }).gtagStandInRuns),
  ).toBe(1)
})

test('the page policy lets Google Analytics in only while a measurement id is set', async ({
  page,
  request,
}) => {
  const hosts = [
    'https://*.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ]
  const directive = (policy: string, name: string) => new RegExp(`${name} [^;]*`).exec(policy)![0]
  await updateWebsite(request, { google_analytics_code: MEASUREMENT_ID })
  const on = (await request.get('/about')).headers()['content-security-policy']!
  for (const name of ['script-src', 'img-src', 'connect-src']) {
    for (const host of hosts) expect(directive(on, name)).toContain(host)
  }
  // The tag, a beacon and a pixel go out without a violation (the stand-in answers them).
  const csp = watchCsp(page)
  await acceptedAnalytics(page)
  const google = await standInForGoogle(page)
  await gotoReady(page, '/about')
  await expect.poll(() => page.evaluate(() => 'gtagStandInRuns' in window)).toBe(true)
  await page.evaluate(async () => {
    await fetch('https://region1.google-analytics.com/g/collect?v=2', {
      method: 'POST',
      mode: 'no-cors',
    })
    const pixel = new Image()
    pixel.src = 'https://www.google-analytics.com/collect?v=1'
    await new Promise((resolve) => (pixel.onload = pixel.onerror = resolve))
  })
  await expect.poll(() => google.length).toBe(3)
  expect(await csp.violations()).toEqual([])

  await updateWebsite(request, { google_analytics_code: '' })
  const off = (await request.get('/about')).headers()['content-security-policy']!
  expect(off).not.toMatch(/google-analytics|googletagmanager|analytics\.google/)
})

test('an invalid measurement id is refused in the admin', async ({ request }) => {
  const refused = await request.fetch('/cms/api/globals/settings', {
    method: 'POST',
    headers: staffHeaders(),
    data: { website: { google_analytics_code: 'G-1"></script><script>alert(1)//' } },
  })
  expect(refused.status()).toBe(400)
})

test('with lazy page load on, nothing is prefetched after the first load', async ({
  page,
  request,
}) => {
  await updateWebsite(request, { google_analytics_code: '', lazy_page_load: true })
  const pageData: string[] = []
  page.on('request', (entry) => {
    if (new URL(entry.url()).searchParams.has('_rsc')) pageData.push(entry.url())
  })
  await gotoReady(page, '/about')
  await sleep(3000)
  expect(pageData).toEqual([])
})

test('the site’s default theme and town apply to visitors who have not chosen', async ({
  page,
  request,
}) => {
  await updateWebsite(request, {
    lazy_page_load: false,
    default_theme: 'dark',
    default_town: 'CENTRAL',
  })
  await page.emulateMedia({ colorScheme: 'light' })
  // Before any app script has run, the boot script already applies the default theme.
  await page.route('**/_next/static/chunks/*.js', () => {})
  await page.goto('/about', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await page.unroute('**/_next/static/chunks/*.js')

  await gotoReady(page, '/about')
  const header = page.getByRole('banner')
  await expect(header.getByLabel('Town')).toHaveValue('CENTRAL')
  await expect(header.getByRole('link', { name: 'Contact Central', exact: true })).toHaveAttribute(
    'href',
    '/central-contact',
  )
  // A visitor's own choice wins over the defaults.
  await header.getByLabel('Town').selectOption({ label: 'Los Angeles' })
  await header.getByRole('button', { name: 'Dark theme' }).click()
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
  await expect(header.getByLabel('Town')).toHaveValue('LA')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})
