import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import { mailsTo } from '../support/mail'
import { startOwnServer, type OwnServer } from '../support/own-server'
import { E2E_BASE_URL, E2E_PORT } from '../support/server-env'
import { asStaff } from '../support/staff'

/**
 * Issue 37: the first visit to a new site's admin. The first-user screen carries the agency's
 * logo (its name, with no logo yet), and the first dashboard names the language being edited
 * ("Locale: English", not "Locale: undefined"). A server of its own, on an empty database.
 */

let server: OwnServer

/** Keeps every text the admin's locale menu shows from now on, across a soft navigation. */
async function watchLocaleTexts(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { localesSeen: string[] }).localesSeen = seen
    const note = () =>
      document
        .querySelectorAll('.localizer-button')
        .forEach((button) => seen.push(button.textContent ?? ''))
    new MutationObserver(note).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
    })
  })
}

const localeTextsSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { localesSeen?: string[] }).localesSeen ?? [])

test.beforeAll(async () => {
  test.setTimeout(180_000)
  server = await startOwnServer(E2E_PORT + 9, {})
})

test.afterAll(async () => {
  await server?.stop()
})

test('the first-user screen shows the agency’s logo, and the first dashboard its language', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await page.goto(`${server.url}/admin`)
  await expect(page).toHaveURL(/\/admin\/create-first-user$/, { timeout: 60_000 })
  const welcome = page.getByRole('heading', { name: 'Welcome' })
  await expect(welcome).toBeVisible({ timeout: 30_000 })
  // No logo in Settings yet: the agency's name stands in for it, above the form.
  const brand = page.getByText('Roster', { exact: true })
  await expect(brand).toBeVisible()
  const [brandBox, welcomeBox] = [await brand.boundingBox(), await welcome.boundingBox()]
  expect(brandBox!.y).toBeLessThan(welcomeBox!.y)

  await page.getByLabel('Email').fill('first@roster.test')
  await page.getByLabel('New Password').fill('A-long-enough-passphrase-1')
  await page.getByLabel('Confirm Password').fill('A-long-enough-passphrase-1')
  await page.getByRole('textbox', { name: 'Name' }).fill('Ada First')
  await watchLocaleTexts(page)
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 60_000 })
  await expect(page.getByRole('link', { name: 'Talents' }).first()).toBeVisible({
    timeout: 30_000,
  })
  const localizer = page.getByRole('button', { name: 'Locale' })
  await expect(localizer).toContainText('English')
  await expect(localizer).not.toContainText('undefined')
  const seen = await localeTextsSeen(page)
  expect(seen.filter((text) => text.includes('undefined'))).toEqual([])
})

test('an invitee’s first dashboard, after setting their password, names its language', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000)
  const invitee = `first-dashboard-${randomUUID().slice(0, 8)}@roster.test`
  await asStaff(request, 'POST', '/cms/api/users/invite', {
    email: invitee,
    name: 'Ines Invited',
    role: 'editor',
  })
  await expect.poll(() => mailsTo(invitee).length, { timeout: 15_000 }).toBe(1)
  const link = new RegExp(`${E2E_BASE_URL}/admin/set-password/[0-9a-f]{40}`).exec(
    mailsTo(invitee)[0]!.text,
  )![0]
  const page = await (await browser.newContext()).newPage()
  await page.goto(link)
  const chosen = 'Ines-own-passphrase-42'
  await page.getByLabel('New password').fill(chosen)
  await page.getByLabel('Confirm password').fill(chosen)
  await watchLocaleTexts(page)
  await page.getByRole('button', { name: 'Set password' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })
  const localizer = page.getByRole('button', { name: 'Locale' })
  await expect(localizer).toContainText('English', { timeout: 30_000 })
  expect((await localeTextsSeen(page)).filter((text) => text.includes('undefined'))).toEqual([])

  // The link is spent: opened again, it says so at once, with the way to a new one.
  await page.goto(link)
  await expect(page.getByText('This link was already used')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/admin/forgot',
  )
  await expect(page.getByLabel('New password')).toHaveCount(0)
  await page.context().close()
})
