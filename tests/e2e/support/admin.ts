import { expect, type Locator, type Page } from '@playwright/test'

import { STAFF } from './staff'

/** Logs `account` (the seeded staff account unless told) in through the admin's login form. */
export async function logIn(page: Page, account: { email: string; password: string } = STAFF) {
  await page.goto('/admin/login')
  // The admin is a heavy page: a click before it has hydrated does nothing, so try until it goes.
  await expect(async () => {
    if (/\/admin$/.test(page.url())) return
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password').fill(account.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
}

/**
 * Presses a save button until `answer` shows. The admin ignores a press while it is still
 * checking the last change with the server (a round trip per change, slow on a busy machine);
 * a press it takes saves, or is refused, again with the same outcome. Each press gets 10 s to
 * answer: on a loaded machine a save takes seconds, and a second press during it is ignored.
 */
export async function saveUntil(page: Page, button: string, answer: Locator) {
  await expect(async () => {
    await page.getByRole('button', { name: button, exact: true }).click()
    await expect(answer).toBeVisible({ timeout: 10_000 })
  }).toPass({ timeout: 90_000 })
}

/** A message of the admin's notifications ("Published", "Draft saved successfully."). */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page
    .getByRole('region', { name: /^Notifications/ })
    .getByText(text)
    .first()

/** The unnamed arrow beside "Publish changes" opens the publish options. */
export async function openScheduleDrawer(page: Page) {
  const publishOptions = page
    .getByRole('button', { name: 'Publish changes', exact: true })
    .locator('xpath=..')
    .getByRole('button')
    .last()
  await expect(async () => {
    await publishOptions.click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  const drawer = page.getByRole('dialog')
  await expect(drawer.getByRole('heading', { name: /Schedule Publish/i })).toBeVisible()
  return drawer
}
