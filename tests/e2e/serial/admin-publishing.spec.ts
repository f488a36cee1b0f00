import { expect, test } from '@playwright/test'

import { logIn, openScheduleDrawer, saveUntil, toast } from '../support/admin'
import { asStaff, publishedPage } from '../support/staff'

/**
 * Issue 37, "Publishing safely": the schedule drawer starts on Publish, in the office's named
 * time zone; a publish says "Published"; a previewed draft carries a bar that says so, with Edit
 * and Exit. These change shared pages and open edit views (locks), so they run alone.
 */

// The browser in the office's time zone, as the schedule drawer is (its picker reads the browser's).
test.use({ timezoneId: 'America/Los_Angeles' })

test('the schedule drawer starts on Publish, in the office’s time zone, named in Upcoming Events', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  // Published, with no draft pending: Payload's own drawer chose Unpublish here.
  const id = await publishedPage(request, 'schedule-default', 'Schedule default')
  try {
    await logIn(page)
    await page.goto(`/admin/collections/pages/${id}`)
    await expect(page.getByRole('textbox', { name: 'Title *' })).toHaveValue('Schedule default', {
      timeout: 30_000,
    })
    const drawer = await openScheduleDrawer(page)
    await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: 'Unpublish', exact: true })).not.toBeChecked()
    // The office's zone, named, instead of "Select a value".
    await expect(drawer).toContainText('Los Angeles office (Pacific Time)')
    await expect(drawer).not.toContainText('Select a value')

    // A publish a month ahead (never due while the suite runs), listed with its zone.
    const at = new Date(Date.now() + 30 * 86_400_000)
    const day = at.toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'America/Los_Angeles',
    })
    const time = drawer.getByRole('textbox').first()
    await time.fill(`${day} 9:00 AM`)
    await time.press('Enter')
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible({ timeout: 30_000 })
    const upcoming = drawer
      .getByRole('row')
      .filter({ hasText: 'Los Angeles office (Pacific Time)' })
    await expect(upcoming).toHaveCount(1, { timeout: 30_000 })
    await expect(upcoming).toContainText('Publish')
    await expect(drawer).not.toContainText('No value')

    // Staff may still choose Unpublish, and the drawer keeps their choice.
    await drawer.getByRole('radio', { name: 'Unpublish', exact: true }).check({ force: true })
    await expect(drawer.getByRole('radio', { name: 'Unpublish', exact: true })).toBeChecked()
    await expect(drawer.getByRole('radio', { name: 'Publish', exact: true })).not.toBeChecked()
  } finally {
    await asStaff(request, 'DELETE', `/cms/api/pages/${id}`)
  }
})

test('a publish says Published, a draft save that the draft was saved', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const id = await publishedPage(request, 'publish-toast', 'Publish toast')
  try {
    await logIn(page)
    await page.goto(`/admin/collections/pages/${id}`)
    const title = page.getByRole('textbox', { name: 'Title *' })
    await expect(title).toHaveValue('Publish toast', { timeout: 30_000 })
    await title.fill('Publish toast, a draft')
    await saveUntil(page, 'Save Draft', toast(page, /Draft saved successfully/i))
    await title.fill('Publish toast, published')
    // The notification itself (the status beside the title says Published too).
    await saveUntil(page, 'Publish changes', toast(page, /^Published$/))
    await expect(toast(page, /Updated successfully/i)).toHaveCount(0)
    const { title: live } = await asStaff(request, 'GET', `/cms/api/pages/${id}?depth=0`)
    expect(live).toBe('Publish toast, published')
  } finally {
    await asStaff(request, 'DELETE', `/cms/api/pages/${id}`)
  }
})

test('a previewed draft says so in a bar, whose Edit opens the admin and Exit leaves draft mode', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const id = await publishedPage(request, 'preview-bar', 'Preview bar')
  await asStaff(request, 'PATCH', `/cms/api/pages/${id}?draft=true`, {
    title: 'Preview bar, the draft',
  })
  // The site's policy allows no inline script or style: the bar must need none.
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  try {
    await logIn(page)
    const draft = await page.goto('/api/_preview?path=%2Fpreview-bar')
    expect(new URL(page.url()).pathname).toBe('/preview-bar')
    expect(draft!.headers()['cache-control']).toMatch(/private/)
    expect(draft!.headers()['cache-control']).toMatch(/no-store/)
    const bar = page.getByRole('complementary', { name: 'Draft preview' })
    await expect(bar).toContainText('Draft preview: Preview bar, the draft')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview bar, the draft')
    await expect(bar.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/admin/collections/pages/${id}`,
    )

    // Edit opens the document in the admin; back on the page, Exit leaves draft mode.
    await bar.getByRole('link', { name: 'Edit' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/pages/${id}$`))
    await page.goBack()
    await expect(bar).toBeVisible({ timeout: 30_000 })
    await bar.getByRole('link', { name: 'Exit' }).click()
    await expect(page).toHaveURL(/\/preview-bar$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preview bar')
    await expect(page.getByRole('complementary', { name: 'Draft preview' })).toHaveCount(0)
    const cookies = await page.context().cookies()
    expect(cookies.map((cookie) => cookie.name)).not.toContain('__prerender_bypass')
    // Still logged in to the admin: Exit leaves draft mode, not the session.
    expect(cookies.map((cookie) => cookie.name)).toContain('payload-token')
    expect(violations).toEqual([])
  } finally {
    await asStaff(request, 'DELETE', `/cms/api/pages/${id}`)
  }
})
