import { expect, test, type Browser, type Page } from '@playwright/test'

import { logIn, openScheduleDrawer, saveUntil } from '../support/admin'
import { untilCurrent } from '../support/published'
import { E2E_BASE_URL } from '../support/server-env'
import { asStaff, publishedPage } from '../support/staff'

/**
 * Staff preview drafts (live beside the form, and through the Preview button in draft mode) and
 * schedule publishes, while visitors keep seeing what is published. These tests change shared
 * content, so they run alone (the `serial` project).
 */

/**
 * The admin schedules in the office's time zone (the Los Angeles office's unless
 * OFFICE_TIME_ZONE says otherwise): the browser is there too, so its picker's day and time are
 * the office's.
 */
test.use({ timezoneId: 'America/Los_Angeles' })

/** What a shared cache may do with a visitor's page (src/server/cache-policy.mjs). */
const VISITOR_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30'

const heading = (page: Page) => page.getByRole('heading', { level: 1 })

/** Opens the live preview beside the form, unless the admin remembers it open. */
async function openLivePreview(page: Page): Promise<void> {
  const open = page.getByRole('button', { name: 'Live Preview', exact: true })
  const exit = page.getByRole('button', { name: 'Exit Live Preview', exact: true })
  await expect(open.or(exit)).toBeVisible({ timeout: 30_000 })
  if (await open.isVisible()) await open.click()
  await expect(exit).toBeVisible()
}

/** The site's page in the live preview (Payload gives the frame an id, no title or role). */
const livePreviewHeading = (page: Page) =>
  page.frameLocator('#live-preview-iframe').getByRole('heading', { level: 1 })

/** A browser of a visitor: no staff session, no draft mode. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL })
  return context.newPage()
}

test('a draft is previewed live and through Preview while visitors see the published page', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const id = await publishedPage(request, 'preview-check', 'Preview check')
  const visitor = await visitorPage(browser)
  try {
    await logIn(page)
    await page.goto(`/admin/collections/pages/${id}`)
    const title = page.getByRole('textbox', { name: 'Title *' })
    await expect(title).toHaveValue('Preview check', { timeout: 30_000 })
    await title.fill('Preview check, the draft')
    await saveUntil(page, 'Save Draft', page.getByText(/saved successfully/i).first())

    // Live preview: the site's page beside the form, showing the draft.
    await openLivePreview(page)
    await expect(livePreviewHeading(page)).toHaveText('Preview check, the draft', {
      timeout: 30_000,
    })
    // Each save shows in the frame, without leaving the form.
    await title.fill('Preview check, saved again')
    await saveUntil(page, 'Save Draft', page.getByText(/saved successfully/i).first())
    await expect(livePreviewHeading(page)).toHaveText('Preview check, saved again', {
      timeout: 30_000,
    })

    // The Preview button: the draft on the site, through draft mode, kept by no cache.
    const preview = page.getByRole('link', { name: 'Preview', exact: true })
    await expect(preview).toHaveAttribute('href', /\/api\/_preview\?path=%2Fpreview-check$/)
    const draft = await page.goto((await preview.getAttribute('href'))!)
    expect(new URL(page.url()).pathname).toBe('/preview-check')
    await expect(heading(page)).toHaveText('Preview check, saved again')
    expect(draft!.headers()['cache-control']!.split(/,\s*/)).toEqual(
      expect.arrayContaining(['private', 'no-store']),
    )
    expect(draft!.headers()['x-roster-cache']).toBeUndefined()
    expect(draft!.headers()['content-security-policy']).toContain("frame-ancestors 'self'")

    // A visitor, meanwhile, sees the published page, cached and shared as ever.
    const published = await visitor.goto('/preview-check')
    await expect(heading(visitor)).toHaveText('Preview check')
    expect(published!.headers()['cache-control']).toBe(VISITOR_CACHE_CONTROL)
    expect(published!.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
    const api = await visitor.request.get('/api/preview-check')
    expect((await api.json()).data.title).toBe('Preview check')
    // The preview route is for staff only; a visitor's draft-mode cookie would show nothing more.
    const refused = await visitor.request.get('/api/_preview?path=/preview-check', {
      maxRedirects: 0,
    })
    expect(refused.status()).toBe(403)
    expect(refused.headers()['set-cookie']).toBeUndefined()
    // The staff member's JSON API shows the published page too: drafts are for the site alone.
    const staffApi = await page.request.get('/api/preview-check')
    expect((await staffApi.json()).data.title).toBe('Preview check')
  } finally {
    await visitor.context().close()
    await asStaff(request, 'DELETE', `/cms/api/pages/${id}`)
  }
})

test('the live preview shows the draft at phone, tablet and desktop widths', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const id = await publishedPage(request, 'preview-widths', 'Preview widths')
  try {
    await logIn(page)
    await page.goto(`/admin/collections/pages/${id}`)
    await openLivePreview(page)
    await expect(livePreviewHeading(page)).toHaveText('Preview widths', { timeout: 30_000 })
    const frame = page.locator('#live-preview-iframe')
    let current = page.getByRole('button', { name: 'Responsive', exact: true })
    for (const [label, width] of [
      ['Phone', 375],
      ['Tablet', 768],
      ['Desktop', 1440],
    ] as const) {
      await current.click()
      await page.getByRole('button', { name: label, exact: true }).click()
      current = page.getByRole('button', { name: label, exact: true })
      await expect
        .poll(() => frame.evaluate((element: HTMLIFrameElement) => element.clientWidth))
        .toBe(width)
    }
  } finally {
    await asStaff(request, 'DELETE', `/cms/api/pages/${id}`)
  }
})

test('a book saved as a draft stays off the site and the API until published; staff preview it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000)
  const { doc } = await asStaff(request, 'POST', '/cms/api/books?draft=true', {
    title: 'Preview book',
    slug: 'preview-book',
    _status: 'draft',
  })
  const visitor = await visitorPage(browser)
  try {
    expect((await visitor.goto('/preview-book'))!.status()).toBe(404)
    expect((await visitor.request.get('/api/preview-book')).status()).toBe(404)
    // Payload's REST API reads nothing to visitors, drafts or not (decision 0027).
    const rest = await visitor.request.get('/cms/api/books?where[slug][equals]=preview-book')
    expect(rest.status()).toBe(403)

    await logIn(page)
    await page.goto(`/admin/collections/books/${doc!.id}`)
    const preview = page.getByRole('link', { name: 'Preview', exact: true })
    await expect(preview).toHaveAttribute('href', /\/api\/_preview\?path=%2Fpreview-book$/, {
      timeout: 30_000,
    })
    await page.goto((await preview.getAttribute('href'))!)
    await expect(heading(page)).toHaveText('Preview book')

    await asStaff(request, 'PATCH', `/cms/api/books/${doc!.id}`, { _status: 'published' })
    await expect
      .poll(async () => (await visitor.request.get('/api/preview-book')).status())
      .toBe(200)
  } finally {
    await visitor.context().close()
    await asStaff(request, 'DELETE', `/cms/api/books/${doc!.id}`)
  }
})

/** The admin's date picker takes minutes: the next whole minute at least 15 s away. */
function nextWholeMinute(): Date {
  const at = new Date(Date.now() + 15_000)
  at.setSeconds(0, 0)
  at.setMinutes(at.getMinutes() + 1)
  return at
}

/** As the admin's picker writes a day and a time, in the office's zone: "Nov 26, 2026 5:07 AM". */
const pickerText = (at: Date) =>
  at.toLocaleString('en-US', {
    timeZone: 'America/Los_Angeles',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  })

test('a publish scheduled in the admin shows on the site at its time, not before', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const id = await publishedPage(request, 'schedule-check', 'Schedule check')
  await asStaff(request, 'PATCH', `/cms/api/pages/${id}?draft=true`, {
    title: 'Schedule check, published on time',
  })
  const visitor = await visitorPage(browser)
  try {
    // Visitors' copy is cached now: only the job's publish can replace it.
    await visitor.goto('/schedule-check')
    await expect(heading(visitor)).toHaveText('Schedule check')

    await logIn(page)
    await page.goto(`/admin/collections/pages/${id}`)
    await expect(page.getByRole('textbox', { name: 'Title *' })).toHaveValue(
      'Schedule check, published on time',
      { timeout: 30_000 },
    )
    const at = nextWholeMinute()
    const drawer = await openScheduleDrawer(page)
    await drawer.getByRole('textbox').first().fill(pickerText(at))
    await drawer.getByRole('textbox').first().press('Enter')
    await drawer.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Scheduled successfully.')).toBeVisible({ timeout: 30_000 })

    // Until its time the visitor sees the published title; from then on, the new one.
    await expect
      .poll(
        async () => {
          const text = await (await visitor.request.get('/api/schedule-check')).json()
          const title = (text as { data: { title: string } }).data.title
          if (title !== 'Schedule check') expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
          return title
        },
        { timeout: 120_000, intervals: [500] },
      )
      .toBe('Schedule check, published on time')
    expect(Date.now() - at.getTime()).toBeLessThan(10_000)
    await untilCurrent(visitor.request, '/schedule-check')
    await visitor.goto('/schedule-check')
    await expect(heading(visitor)).toHaveText('Schedule check, published on time')
  } finally {
    await visitor.context().close()
    await asStaff(request, 'DELETE', `/cms/api/pages/${id}`)
  }
})
