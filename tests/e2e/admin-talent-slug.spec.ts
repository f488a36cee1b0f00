import { expect, test } from '@playwright/test'

import { asStaff, signInAsStaff } from './support/staff'

/**
 * Issue 31, item 6: a new talent named like another (the demo's Lena Vogel) is shown the
 * numbered slug it will get before saving, and gets it.
 */
const NAME = 'Lena Vogel'

test.afterEach(async ({ request }) => {
  const { docs } = await asStaff(
    request,
    'GET',
    '/cms/api/talents?where[slug][equals]=lena-vogel-2&draft=true&depth=0',
  )
  for (const doc of docs ?? []) await asStaff(request, 'DELETE', `/cms/api/talents/${doc.id}`)
})

test('a talent named like another is shown its numbered slug before saving, and keeps it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signInAsStaff(page)
  await page.goto('/admin/collections/talents/create')
  await page.getByLabel('Name', { exact: false }).first().fill(NAME)
  await expect(page.getByText('Left empty, the slug will be lena-vogel-2.')).toBeVisible({
    timeout: 15_000,
  })
  // One press (the preview shows, so the form is live): saved once the form has become the new
  // talent's own page, its id in the address. A second press could make a second talent.
  await page.getByRole('button', { name: 'Save Draft', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/talents\/\d+/, { timeout: 60_000 })
  await expect(page.getByLabel('Slug')).toHaveValue('lena-vogel-2')
  const { docs } = await asStaff(
    request,
    'GET',
    `/cms/api/talents?where[name][equals]=${encodeURIComponent(NAME)}&draft=true&depth=0&sort=id`,
  )
  expect(docs!.map((doc) => doc.slug)).toEqual(['lena-vogel', 'lena-vogel-2'])
})

test('the slug preview is for staff alone', async ({ request }) => {
  const answer = await request.get('/cms/api/talents/slug-preview?from=Lena%20Vogel')
  expect(answer.status()).toBe(403)
})
