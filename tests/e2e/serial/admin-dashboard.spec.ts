import { expect, test, type APIRequestContext } from '@playwright/test'

import { logIn } from '../support/admin'
import { gotoReady } from '../support/shell'
import { asStaff } from '../support/staff'
import { fillApplication } from '../support/submission'

/**
 * The admin's dashboard (what waits, the last changes) and the agency's name and logo in the
 * admin. The branding test renames the agency, so these run alone (the `serial` project) and
 * put the name back.
 */
test.describe.configure({ mode: 'serial' })

const renameAgency = (request: APIRequestContext, name: string) =>
  asStaff(request, 'POST', '/cms/api/globals/settings', { website: { name } })

test.afterAll(async ({ request }) => {
  await renameAgency(request, 'Roster')
})

test('the login page and the admin carry the agency’s name and logo from Settings', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await renameAgency(request, 'Maison Okafor')
  await page.goto('/admin/login')
  const logo = page.getByRole('img', { name: 'Maison Okafor' })
  await expect(logo).toBeVisible({ timeout: 30_000 })
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
  await expect(page).toHaveTitle(/ · Maison Okafor admin$/)

  // Signed in, the navigation shows the agency's icon instead of Payload's.
  await logIn(page)
  const icon = page.getByRole('img', { name: 'Maison Okafor' })
  await expect(icon).toBeVisible()
  await expect
    .poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
})

test('the dashboard counts new applications, and the count leads to them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  await logIn(page)
  const count = page.getByRole('link', { name: /^New applications: \d+$/ })
  const before = Number((await count.getAttribute('aria-label'))!.split(': ')[1])

  const email = `dashboard-${Date.now()}@example.test`
  const applicant = await browser.newPage()
  await gotoReady(applicant, '/submit')
  await fillApplication(applicant, { name: 'Dana Dashboard', email, dateOfBirth: '1998-02-03' })
  await applicant.getByRole('button', { name: 'Send application' }).click()
  // Its photos are decoded and re-encoded on a machine shared with the browser: give it time.
  await expect(applicant.getByRole('status').filter({ hasText: 'Application sent' })).toBeVisible({
    timeout: 30_000,
  })
  await applicant.close()

  await page.reload()
  const counted = page.getByRole('link', { name: `New applications: ${before + 1}` })
  await expect(counted).toBeVisible({ timeout: 30_000 })
  await counted.click()
  await expect(page).toHaveURL(
    /\/admin\/collections\/submissions\?where%5Bstatus%5D%5Bequals%5D=new/,
  )
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Dana Dashboard', {
    timeout: 30_000,
  })
})

test('the dashboard lists the last changes to content with who made them, drafts included, with links', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { data } = await (await request.get('/api/women/mei-tanaka')).json()
  await asStaff(request, 'PATCH', `/cms/api/talents/${data.talent.id}?draft=true`, {
    instagramFollowers: 43_210,
  })
  await logIn(page)
  const latest = page.getByRole('region', { name: 'Last changes' }).getByRole('listitem').first()
  await expect(latest).toContainText('Mei Tanaka')
  await expect(latest).toContainText('Talent, draft')
  // The first draft save of a published talent is a draft save, by the staff member's name.
  await expect(latest).toContainText('Draft saved by Test Admin')
  await expect(latest.getByRole('link', { name: 'Mei Tanaka' })).toHaveAttribute(
    'href',
    `/admin/collections/talents/${data.talent.id}`,
  )
})
