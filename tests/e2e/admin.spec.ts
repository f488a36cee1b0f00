import { expect, test, type Page } from '@playwright/test'

import { STAFF } from './support/staff'

/** The admin panel, as staff use it. */

// One staff account: two logins at the same moment race on its session list, so one at a time.
test.describe.configure({ mode: 'serial' })

async function logIn(page: Page) {
  await page.goto('/admin/login')
  // The admin is a heavy page: a click before it has hydrated does nothing, so try until it goes.
  await expect(async () => {
    if (/\/admin$/.test(page.url())) return
    await page.getByLabel('Email').fill(STAFF.email)
    await page.getByLabel('Password').fill(STAFF.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 })
  }).toPass({ timeout: 60_000 })
}

test('the admin refuses a reserved slug with a message that says why', async ({ page }) => {
  test.setTimeout(90_000)
  await logIn(page)
  await page.goto('/admin/collections/books/create')
  await page.getByRole('textbox', { name: 'Title *' }).fill('Frequently asked')
  await page.getByRole('textbox', { name: 'Slug *' }).fill('faq')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(
    page.getByText(
      'The slug "faq" is reserved for the fixed page /faq. Choose another name for the book.',
    ),
  ).toBeVisible({ timeout: 15_000 })
})

test('a talent’s preview opens their public page', async ({ page, request }) => {
  test.setTimeout(90_000)
  const { data } = await (await request.get('/api/women/amara-okafor')).json()
  await logIn(page)
  await page.goto(`/admin/collections/talents/${data.talent.id}`)
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    /^http:\/\/localhost:\d+\/women\/amara-okafor$/,
    { timeout: 30_000 },
  )
})
