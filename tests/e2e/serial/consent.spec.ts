import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'

import { gotoReady, sleep } from '../support/shell'
import { untilCurrent } from '../support/published'
import { asStaff } from '../support/staff'

/**
 * Analytics only with consent (issue 18): with a measurement id set, nothing reaches Google and
 * nothing is queued in `dataLayer` before the visitor accepts; one page view after accepting;
 * none after refusing or under Global Privacy Control. The settings are shared, so these run
 * alone (the `serial` project) and put them back.
 */
test.describe.configure({ mode: 'serial' })

const MEASUREMENT_ID = 'G-CONSENT42'

async function setMeasurementId(request: APIRequestContext, id: string) {
  await asStaff(request, 'POST', '/cms/api/globals/settings', {
    website: { google_analytics_code: id },
  })
  await untilCurrent(request, '/about', '/women', '/faq')
}

test.beforeAll(({ request }) => setMeasurementId(request, MEASUREMENT_ID))
test.afterAll(({ request }) => setMeasurementId(request, ''))

/**
 * Every request the page makes, and the ones bound for Google answered by a local stand-in (the
 * tag script's URL shape is Google's; the stand-in only records that it ran).
 */
async function watchGoogle(page: Page) {
  const google: string[] = []
  page.on('request', (request) => {
    if (
      /^https:\/\/([a-z0-9-]+\.)*(google|googletagmanager|google-analytics)\.com\//.test(
        request.url(),
      )
    )
      google.push(request.url())
  })
  await page.route(
    /^https:\/\/([a-z0-9-]+\.)*(google|googletagmanager|google-analytics)\.com\//,
    (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: 'window.gtagStandInRuns = (window.gtagStandInRuns || 0) + 1',
      }),
  )
  return google
}

const pageViews = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter(([command, name]) => command === 'event' && name === 'page_view')
      .map(([, , params]) => (params as { page_path: string }).page_path),
  )

const hasDataLayer = (page: Page) => page.evaluate(() => 'dataLayer' in window)

const banner = (page: Page) => page.getByRole('region', { name: 'Privacy choices' })

test('nothing is sent or queued before an answer; accepting sends one page view', async ({
  page,
}) => {
  const google = await watchGoogle(page)
  await gotoReady(page, '/about')
  await expect(banner(page)).toBeVisible()
  await sleep(500)
  expect(google).toEqual([])
  expect(await hasDataLayer(page)).toBe(false)
  const axe = await new AxeBuilder({ page }).include('section[aria-labelledby]').analyze()
  expect(axe.violations).toEqual([])

  // Keyboard: Tab reaches both answers; Enter on "Accept analytics" answers.
  const accept = banner(page).getByRole('button', { name: 'Accept analytics' })
  const refuse = banner(page).getByRole('button', { name: 'Refuse analytics' })
  await expect(refuse).toBeVisible()
  await accept.focus()
  await page.keyboard.press('Enter')
  await expect(banner(page)).toBeHidden()
  await expect.poll(() => pageViews(page)).toEqual(['/about'])
  await expect.poll(() => google.length).toBe(1)
  expect(google[0]).toBe(
    `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}&l=dataLayer`,
  )

  // The answer is kept: the next visit counts at once and asks nothing.
  await gotoReady(page, '/women')
  await expect.poll(() => pageViews(page)).toEqual(['/women'])
  await expect(banner(page)).toBeHidden()
})

test('refusing sends nothing, now or on later pages; the footer lets the visitor change their mind', async ({
  page,
}) => {
  const google = await watchGoogle(page)
  await gotoReady(page, '/about')
  await banner(page).getByRole('button', { name: 'Refuse analytics' }).click()
  await expect(banner(page)).toBeHidden()
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Women', exact: true })
    .click()
  await expect(page).toHaveURL('/women')
  await gotoReady(page, '/faq')
  await sleep(500)
  expect(google).toEqual([])
  expect(await hasDataLayer(page)).toBe(false)
  await expect(banner(page)).toBeHidden()

  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click()
  await expect(banner(page)).toBeVisible()
  await expect(banner(page).getByRole('heading', { name: 'Privacy choices' })).toBeFocused()
  await expect(banner(page).getByRole('button', { name: 'Refuse analytics' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await banner(page).getByRole('button', { name: 'Accept analytics' }).click()
  await expect.poll(() => pageViews(page)).toEqual(['/faq'])
  await expect.poll(() => google.length).toBe(1)
})

test('Global Privacy Control counts as a refusal: no banner, nothing sent', async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' } })
  await context.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  )
  const page = await context.newPage()
  const google = await watchGoogle(page)
  await gotoReady(page, '/about')
  await sleep(500)
  await expect(banner(page)).toBeHidden()
  expect(google).toEqual([])
  expect(await hasDataLayer(page)).toBe(false)
  // Privacy choices says why, and offers nothing to undo it.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Privacy choices' }).click()
  await expect(banner(page)).toContainText('Global Privacy Control')
  await expect(banner(page).getByRole('button', { name: 'Accept analytics' })).toHaveCount(0)
  await banner(page).getByRole('button', { name: 'Close' }).click()
  await expect(banner(page)).toBeHidden()
  await context.close()
})

test('without a measurement id there is no banner and no footer button', async ({
  page,
  request,
}) => {
  await setMeasurementId(request, '')
  await gotoReady(page, '/about')
  await sleep(300)
  await expect(banner(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Privacy choices' })).toHaveCount(0)
})
