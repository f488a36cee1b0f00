import { expect, type Page } from '@playwright/test'

/** Logs `account` in through the admin's login form and waits for the dashboard. */
export async function logInToAdmin(page: Page, account: { email: string; password: string }) {
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
