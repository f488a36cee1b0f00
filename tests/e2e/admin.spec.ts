import { expect, test } from '@playwright/test'

import { STAFF } from './support/staff'

/** The admin panel, as staff use it. */
test('the admin refuses a reserved slug with a message that says why', async ({ page }) => {
  test.setTimeout(90_000)
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(STAFF.email)
  await page.getByLabel('Password').fill(STAFF.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/, { timeout: 30_000 })

  await page.goto('/admin/collections/books/create')
  await page.getByRole('textbox', { name: 'Title *' }).fill('Frequently asked')
  await page.getByRole('textbox', { name: 'Slug *' }).fill('faq')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText(
      'The slug "faq" is reserved for the fixed page /faq. Choose another name for the book.',
    ),
  ).toBeVisible({
    timeout: 15_000,
  })
})
