import { createHash } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { gotoReady } from './support/shell'
import { draftPreviewHeaders } from './support/staff'

/**
 * The visitor shell's shared state as a visitor meets it: the store's defaults, the theme and
 * the town (both kept across reloads), and the FAQ popup.
 */

test('a first visit starts from the defaults: Los Angeles, system theme, overlays closed, banner on', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await gotoReady(page, '/')
  const header = page.getByRole('banner')
  await expect(header.getByLabel('Town')).toHaveValue('LA')
  await expect(header.getByRole('link', { name: 'Contact Los Angeles' })).toHaveAttribute(
    'href',
    '/los-angeles-contact',
  )
  await expect(page.locator('html')).not.toHaveAttribute('data-theme')
  await expect(header.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
    'aria-pressed',
    'false',
  )
  await expect(header.getByRole('button', { name: 'Search' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await expect(header.getByRole('button', { name: 'FAQ' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  // The banner open: the demo's has no video to close, and shows its picture.
  await expect(
    page.getByRole('region', { name: 'Faces for the season ahead' }).getByRole('img'),
  ).toBeVisible()
})

test.describe('theme', () => {
  test('follows the system preference while the visitor has not chosen', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' })
    await gotoReady(page, '/about')
    await expect(page.locator('html')).not.toHaveAttribute('data-theme')
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(17, 16, 14)',
    )
  })

  test('the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' })
    await gotoReady(page, '/about')
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(17, 16, 14)',
    )
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await page.getByRole('button', { name: 'Dark theme' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('applies before the first paint, before any app script has run', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('roster:theme', 'dark'))
    // Hold back every script of the app: only the inline boot script in <head> runs.
    await page.route('**/_next/static/chunks/*.js', () => {})
    await page.goto('/about', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('html')).not.toHaveAttribute('data-shell')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(17, 16, 14)',
    )
  })
})

test('the inline boot script is allowed by the page’s Content-Security-Policy', async ({
  request,
}) => {
  const cached = await request.get('/about')
  const boot = /<script>(\(function[\s\S]*?)<\/script>/.exec(await cached.text())![1]!
  const hash = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`
  expect(cached.headers()['content-security-policy']).toContain(hash)

  const rendered = await request.get('/about', { headers: draftPreviewHeaders() })
  const nonce = /'nonce-([^']+)'/.exec(rendered.headers()['content-security-policy']!)![1]
  expect(await rendered.text()).toContain(`<script nonce="${nonce}">(function`)
})

test('the town decides where the contact and payment links lead, and survives a reload', async ({
  page,
}) => {
  await gotoReady(page, '/about')
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Payments Los Angeles' })).toHaveAttribute(
    'href',
    '/los-angeles-payment',
  )
  await header.getByLabel('Town').selectOption({ label: 'Central' })
  await expect(header.getByRole('link', { name: 'Contact Central', exact: true })).toHaveAttribute(
    'href',
    '/central-contact',
  )
  await expect(header.getByRole('link', { name: 'Payments Central', exact: true })).toHaveAttribute(
    'href',
    '/central-payment',
  )
  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
  await expect(header.getByLabel('Town')).toHaveValue('CENTRAL')
  await header.getByRole('link', { name: 'Contact Central', exact: true }).click()
  await expect(page).toHaveURL('/central-contact')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Contact Central/)
})

test('the footer has headed columns, every office with its details, and each link once', async ({
  page,
}) => {
  for (const path of ['/women', '/es/women']) {
    await gotoReady(page, path)
    const footer = page.getByRole('contentinfo')
    const english = path === '/women'
    await expect(footer.getByRole('heading', { level: 2 })).toHaveText(
      english ? ['Offices', 'The agency', 'Follow'] : ['Oficinas', 'La agencia', 'Síguenos'],
    )
    // Both offices, whichever town the visitor chose, with how to reach them.
    await expect(footer.getByRole('heading', { level: 3 })).toHaveText(['Los Angeles', 'Central'])
    await expect(footer.getByRole('link', { name: '+1 (310) 555-0142' })).toHaveAttribute(
      'href',
      /^tel:/,
    )
    await expect(footer.getByRole('link', { name: 'la@roster.example' })).toHaveAttribute(
      'href',
      'mailto:la@roster.example',
    )
    const addresses = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))
    expect(addresses.length).toBeGreaterThan(10)
    expect(addresses.filter((address, index) => addresses.indexOf(address) !== index)).toEqual([])
  }
})

test.describe('FAQ popup', () => {
  for (const [place, role] of [['header', 'banner']] as const) {
    test(`opens from the ${place} with the FAQ entries; Escape closes it`, async ({ page }) => {
      await gotoReady(page, '/women')
      const opener = page.getByRole(role).getByRole('button', { name: 'FAQ' })
      await opener.click()
      const popup = page.getByRole('dialog', { name: 'Frequently asked questions' })
      await expect(popup).toBeVisible()
      await expect(opener).toHaveAttribute('aria-expanded', 'true')
      await expect(popup.getByText('Do you charge a fee to join the agency?')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(popup).toBeHidden()
      await expect(opener).toBeFocused()
      await expect(opener).toHaveAttribute('aria-expanded', 'false')
    })
  }

  test('closes with its close button and with a click on the backdrop', async ({ page }) => {
    await gotoReady(page, '/about')
    const opener = page.getByRole('banner').getByRole('button', { name: 'FAQ' })
    const popup = page.getByRole('dialog', { name: 'Frequently asked questions' })
    await opener.click()
    await popup.getByRole('button', { name: 'Close' }).click()
    await expect(popup).toBeHidden()
    await expect(opener).toBeFocused()

    await opener.click()
    await expect(popup).toBeVisible()
    // A click inside the popup keeps it open; one on the backdrop closes it.
    await popup.getByText('Do you charge a fee to join the agency?').click()
    await expect(popup).toBeVisible()
    const viewport = page.viewportSize()!
    await page.mouse.click(8, viewport.height - 8)
    await expect(popup).toBeHidden()
  })
})
