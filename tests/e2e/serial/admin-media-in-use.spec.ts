import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { logIn } from '../support/admin'
import { asStaff, staffHeaders } from '../support/staff'

/**
 * Issue 37, "Pictures cannot break a talent": a picture a talent shows lists the talent under
 * "Used by", and deleting it is refused with that list; a portfolio takes a picture already
 * uploaded. It adds a talent and pictures of its own, so it runs alone.
 */

test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const talent = { name: `Kept Picture ${stamp}`, slug: `kept-picture-${stamp}` }
let ids: { talent: number; used: number; spare: number }

async function upload(request: APIRequestContext, name: string, background: string) {
  const buffer = await sharp({ create: { width: 120, height: 180, channels: 3, background } })
    .png()
    .toBuffer()
  // A multipart body sets its own Content-Type: keep only the staff authorisation.
  const { 'Content-Type': _json, ...authorisation } = staffHeaders()
  const response = await request.post('/cms/api/media', {
    headers: authorisation,
    multipart: {
      file: { name, mimeType: 'image/png', buffer },
      _payload: JSON.stringify({ alt: name }),
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()).doc.id as number
}

test.beforeAll(async ({ request }) => {
  const used = await upload(request, `in-use-${stamp}.png`, '#8a5a44')
  const spare = await upload(request, `spare-${stamp}.png`, '#5b7f95')
  const { docs: locations } = await asStaff(request, 'GET', '/cms/api/locations?limit=1&depth=0')
  const created = await asStaff(request, 'POST', '/cms/api/talents', {
    ...talent,
    location: locations![0]!.id,
    portfolio: [{ image: used }],
    _status: 'published',
  })
  ids = { talent: created.doc!.id, used, spare }
})

test('a picture in use lists its users, and deleting it is refused with them', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await logIn(page)
  await page.goto(`/admin/collections/media/${ids.used}`)
  const usedBy = page.getByRole('region', { name: 'Used by' })
  const link = usedBy.getByRole('link', { name: `Talent: ${talent.name}` })
  await expect(link).toHaveAttribute('href', `/admin/collections/talents/${ids.talent}`)

  // Deleted from the list (a bulk delete, as Payload's own delete from the list is): refused.
  await page.goto(`/admin/collections/media?where[id][equals]=${ids.used}`)
  const row = page.getByRole('row').filter({ hasText: `in-use-${stamp}.png` })
  await expect(async () => {
    await row.getByRole('checkbox').check({ timeout: 5_000 })
    await page.getByRole('button', { name: 'Delete', exact: true }).click({ timeout: 5_000 })
    await page.getByRole('button', { name: 'Confirm' }).click({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await expect(
    page.getByText(
      `This picture is in use and was not deleted. Remove it from Talent “${talent.name}” first.`,
    ),
  ).toBeVisible({ timeout: 30_000 })
  const still = await request.get(`/cms/api/media/${ids.used}`, { headers: staffHeaders() })
  expect(still.status()).toBe(200)

  // A picture nothing uses says it may be deleted.
  await page.goto(`/admin/collections/media/${ids.spare}`)
  await expect(
    page.getByRole('region', { name: 'Used by' }).getByText('Nothing shows this picture'),
  ).toBeVisible()
})

test('a portfolio takes a picture already uploaded', async ({ page, request }) => {
  test.setTimeout(180_000)
  await logIn(page)
  await page.goto(`/admin/collections/talents/${ids.talent}`)
  await expect(async () => {
    await page.getByRole('button', { name: 'Choose existing pictures' }).click()
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  const drawer = page.getByRole('dialog')
  await drawer.getByRole('button', { name: `spare-${stamp}.png` }).click()
  await expect(drawer).toBeHidden()
  const order = page.getByRole('list', { name: 'Portfolio order' })
  await expect(order.getByRole('listitem')).toHaveCount(2)
  await expect(order.getByRole('img', { name: `spare-${stamp}.png` })).toBeVisible()

  await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
  await expect
    .poll(async () => {
      const saved = await asStaff(request, 'GET', `/cms/api/talents/${ids.talent}?depth=0`)
      return (saved.portfolio as { image: number }[]).map(({ image }) => image)
    })
    .toEqual([ids.used, ids.spare])
})
