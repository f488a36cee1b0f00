import { expect, test } from '@playwright/test'

import { serverLog } from './support/server-log'

const BOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

test('an unknown path shows the not-found screen with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404')
  await expect(page.getByText('PAGE NOT FOUND', { exact: true })).toBeVisible()
  await expect(
    page.getByText('might have been removed, had its name changed, or is temporarily unavailable'),
  ).toBeVisible()
  await expect(page.getByText('Page Not Found: /no-such-page')).toBeVisible()
  // Inside the site's frame: the visitor can go on from the header, the menu or the footer.
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(1)
  await page.getByRole('link', { name: 'Go to Home' }).click()
  await expect(page).toHaveURL('/')
})

test('paths deeper than a talent and unknown talents are 404 too', async ({ request }) => {
  for (const path of [
    '/women/no-such-talent',
    '/women/amara-okafor/more',
    '/print/women',
    '/men/amara-okafor',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

test('a server failure shows the server-error screen with status 500, without details', async ({
  page,
}) => {
  const response = await page.goto('/_test/server-error')
  expect(response?.status()).toBe(500)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops!')
  await expect(page.getByText('having a bad day')).toBeVisible()
  await expect(page.getByText('try again in a few minutes')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/')
  expect(await page.content()).not.toContain('Forced server error for the tests')
})

test('for a bot, the status stays but no error screen is rendered, and the error is logged', async ({
  browser,
}) => {
  const context = await browser.newContext({ userAgent: BOT })
  const page = await context.newPage()
  const missing = await page.goto('/bot-missing-page')
  expect(missing?.status()).toBe(404)
  await expect(page.getByText('PAGE NOT FOUND')).toHaveCount(0)
  await expect.poll(serverLog).toContain('[404] Page Not Found: /bot-missing-page (bot)')

  const failing = await page.goto('/_test/server-error')
  expect(failing?.status()).toBe(500)
  await expect(page.getByText('Oops!')).toHaveCount(0)
  await expect.poll(serverLog).toContain('Forced server error for the tests')
  await context.close()
})
