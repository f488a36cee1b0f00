import { expect, test } from '@playwright/test'

import { logIn, saveUntil } from '../support/admin'
import { asStaff } from '../support/staff'

/**
 * Issue 37, "An honest audit trail": the first Save Draft on a published page is logged as a
 * draft save (the page never went offline), by the staff member's name, with the page's title
 * linked to it, in the audit log and in the dashboard's last changes. It edits a page of its
 * own, and the dashboard lists the latest change, so it runs alone.
 */

const stamp = Date.now()
const slug = `audited-${stamp}`

test('the first draft save of a published page is logged as a draft save, by name and title', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const { doc } = await asStaff(request, 'POST', '/cms/api/pages', {
    title: `Audited ${stamp}`,
    slug,
    layout: 'default',
    _status: 'published',
  })
  const id = doc!.id
  const reworded = `Audited ${stamp}, reworded`

  await logIn(page)
  await page.goto(`/admin/collections/pages/${id}`)
  const title = page.getByRole('textbox', { name: 'Title *' })
  await expect(title).toHaveValue(`Audited ${stamp}`, { timeout: 30_000 })
  await title.fill(reworded)
  await saveUntil(page, 'Save Draft', page.getByText(/saved successfully/i).first())

  await page.goto('/admin/collections/audit-log')
  const rows = page.getByRole('row').filter({ hasText: reworded })
  await expect(rows).toHaveCount(1, { timeout: 30_000 })
  await expect(rows).toContainText('Draft saved')
  await expect(rows).toContainText('Test Admin')
  await expect(rows).toContainText('Title')
  await expect(rows).not.toContainText('Unpublished')
  await expect(rows.getByRole('link', { name: reworded })).toHaveAttribute(
    'href',
    `/admin/collections/pages/${id}`,
  )

  await page.goto('/admin')
  const latest = page.getByRole('region', { name: 'Last changes' }).getByRole('listitem').first()
  await expect(latest.getByRole('link', { name: reworded })).toBeVisible()
  await expect(latest).toContainText('Draft saved by Test Admin')
})
