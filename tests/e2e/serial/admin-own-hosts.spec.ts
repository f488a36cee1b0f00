import { expect, test } from '@playwright/test'

import { refuseOtherHosts } from '../support/own-hosts'
import { signInAsStaff, staffHeaders } from '../support/staff'

/**
 * Nothing in the admin loads from a host other than the site: the dashboard, and the list and
 * edit views of every collection and global its menu offers. Requests elsewhere are aborted.
 * Runs alone: opening an edit view locks the document for other editors.
 */
test('the admin requests nothing from another host on any list, edit or dashboard view', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000)
  const elsewhere = await refuseOtherHosts(page)
  await signInAsStaff(page)
  await page.goto('/admin')
  // The menu's own link: the dashboard's cards link to the collections before the menu is drawn.
  await expect(
    page.getByRole('navigation').getByRole('link', { name: 'Talents', exact: true }).first(),
  ).toBeVisible({ timeout: 30_000 })
  const hrefs = await page
    .getByRole('navigation')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  const collections = [
    ...new Set(hrefs.filter((href) => /^\/admin\/collections\/[\w-]+$/.test(href))),
  ]
  const globals = [...new Set(hrefs.filter((href) => /^\/admin\/globals\/[\w-]+$/.test(href)))]
  expect(collections.length).toBeGreaterThan(5)

  const views: string[] = [...globals]
  for (const list of collections) {
    const slug = list.split('/').pop()!
    const answer = await request.get(`/cms/api/${slug}?limit=1&depth=0`, {
      headers: staffHeaders(),
    })
    const first = answer.ok()
      ? ((await answer.json()) as { docs: { id: number }[] }).docs[0]
      : undefined
    views.push(list, first ? `${list}/${first.id}` : `${list}/create`)
  }
  for (const view of views) {
    await page.goto(view)
    // Given time to ask for everything it loads late (editors, fonts); a view that keeps a
    // connection busy still has its requests routed, so a timeout here is not a failure.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {})
  }
  expect(elsewhere).toEqual([])
})
