import { expect, test, type Page } from '@playwright/test'

import { logIn, saveUntil } from '../support/admin'
import { gotoReady } from '../support/shell'
import { asStaff } from '../support/staff'

/**
 * Staff edit the menu in the admin: rows titled by their labels, a page picked from a list. It
 * changes the shared menu, so it runs alone (the `serial` project) and puts the menu back.
 */

let savedItems: unknown

test.beforeAll(async ({ request }) => {
  savedItems = (await asStaff(request, 'GET', '/cms/api/globals/navigation?depth=0')).items
})

test.afterAll(async ({ request }) => {
  await asStaff(request, 'POST', '/cms/api/globals/navigation', { items: savedItems })
})

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main', includeHidden: true })

test('a menu item picked from the pages shows on the site, at the page’s address', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await logIn(page)
  await page.goto('/admin/globals/navigation')
  // Rows read their labels, not "Item 01".
  const addItem = page.getByRole('button', { name: 'Add Item', exact: true })
  await expect(addItem).toBeVisible({ timeout: 30_000 })
  for (const label of ['Women', 'Mission', 'Central mission', 'Los Angeles payments']) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible()
  }
  await expect(page.getByText(/^Item \d\d$/)).toHaveCount(0)

  // The new row comes last on the form, once it has rendered.
  const labels = page.getByRole('textbox', { name: 'Label *' })
  const before = await labels.count()
  await addItem.click()
  await expect(labels).toHaveCount(before + 1, { timeout: 30_000 })
  const label = labels.last()
  await label.fill('Access')
  await expect(page.getByText('Access', { exact: true }).first()).toBeVisible()
  // "A page, book or talent" is the default kind of link: pick the page from the list.
  // The picker (a search box without an accessible name) of the new row, the last on the form.
  const picker = page.getByRole('combobox').last()
  await picker.click()
  await picker.pressSequentially('Accessibility')
  await page.getByRole('option', { name: 'Accessibility' }).first().click()
  await saveUntil(page, 'Save', page.getByText(/updated successfully/i).first())

  await gotoReady(page, '/')
  const link = mainMenu(page).getByRole('link', { name: 'Access', exact: true })
  await expect(link).toHaveAttribute('href', '/accessibility')
  await link.click()
  await expect(page).toHaveURL(/\/accessibility$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Accessibility')
})
