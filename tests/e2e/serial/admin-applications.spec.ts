import { expect, test, type APIRequestContext } from '@playwright/test'

import { refuseOtherHosts } from '../support/own-hosts'
import { asStaff, signInAsStaff, staffHeaders } from '../support/staff'
import { bornYearsAgo, photoFiles } from '../support/submission'

/**
 * Reviewing applications: the details as labelled lines, the photos large, the next new one a
 * key away. Runs alone: the walk follows the queue of new applications, which others add to.
 */

async function application(
  request: APIRequestContext,
  name: string,
  age: number,
  details: Record<string, unknown>,
) {
  const photos = []
  for (const file of await photoFiles(2)) {
    const response = await request.post('/cms/api/submission-photos', {
      headers: { Authorization: staffHeaders().Authorization! },
      multipart: { file },
    })
    expect(response.ok(), await response.text()).toBe(true)
    photos.push(((await response.json()) as { doc: { id: number } }).doc.id)
  }
  const { doc } = await asStaff(request, 'POST', '/cms/api/submissions', {
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
    dateOfBirth: bornYearsAgo(age),
    details: { town: 'Pasadena', height: 178, ...details },
    photos,
  })
  return doc!
}

test('a reviewer walks three applications by keyboard, photos large, nothing from another host', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const first = await application(request, `Ada Walk ${stamp}`, 24, {
    instagram: '@ada.walk',
    message: 'I have walked for two seasons.',
  })
  await application(request, `Bea Walk ${stamp}`, 15, {
    minor: true,
    guardianName: 'Rita Walk',
    guardianEmail: 'rita@example.test',
    guardianConsentAt: new Date().toISOString(),
  })
  await application(request, `Cy Walk ${stamp}`, 30, { message: 'Print and runway.' })

  const elsewhere = await refuseOtherHosts(page)
  await signInAsStaff(page)
  await page.goto(`/admin/collections/submissions/${first.id}`)
  const details = page.getByRole('region', { name: 'Application details' })
  for (const [name, facts] of [
    [
      `Ada Walk ${stamp}`,
      ['Age', '24', 'Instagram', '@ada.walk', 'I have walked for two seasons.'],
    ],
    [`Bea Walk ${stamp}`, ['15 (a minor)', 'Parent or guardian', 'Rita Walk', 'Guardian consent']],
    [`Cy Walk ${stamp}`, ['30', 'Print and runway.']],
  ] as const) {
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible({ timeout: 30_000 })
    for (const fact of facts) await expect(details.getByText(fact, { exact: true })).toBeVisible()
    const photos = page.getByRole('region', { name: 'Photos' }).getByRole('img')
    await expect(photos).toHaveCount(2)
    for (const photo of await photos.all()) {
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBe(600)
      expect((await photo.boundingBox())!.height).toBeGreaterThan(300)
    }
    // No JSON editor: it loaded Monaco from a CDN.
    await expect(page.locator('.monaco-editor')).toHaveCount(0)
    if (name.startsWith('Cy')) break
    // N, with no field focused, opens the next new application (once the page has hydrated).
    const here = page.url()
    await expect(async () => {
      if (page.url() === here) {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
        await page.keyboard.press('n')
      }
      await expect(page).not.toHaveURL(here, { timeout: 5_000 })
    }).toPass({ timeout: 60_000 })
  }
  expect(elsewhere).toEqual([])
})

test('the list shows each application’s photo count and first photo; photos have no list of their own', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await signInAsStaff(page)
  await page.goto('/admin/collections/submissions')
  await expect(page.getByText('2 photos').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name: 'Submission Photos' })).toHaveCount(0)
  await page.goto('/admin/collections/submission-photos')
  await expect(page.getByRole('table')).toHaveCount(0)
})
