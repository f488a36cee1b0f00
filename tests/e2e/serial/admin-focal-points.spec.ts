import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'

import { logIn, saveUntil } from '../support/admin'
import { staffHeaders } from '../support/staff'

/**
 * A focal point set in the admin's image editor moves every crop of the picture: the book's
 * grid, the search, the print card and the sharing card. It changes a seeded talent's picture,
 * so it runs alone (the `serial` project).
 */

const TALENT = '/women/noor-haddad'
const FOCAL = { x: 20, y: 90 }
/** The sharing card's single picture: 472 px wide, the card's full 630 px high. */
const CARD_PICTURE = { width: 472, height: 630 }

type Media = {
  id: number
  filename: string
  width: number
  height: number
  focalX: number | null
  focalY: number | null
}

async function cardImage(request: APIRequestContext): Promise<Media> {
  const { data } = await (await request.get(`/api${TALENT}`)).json()
  return data.talent.cardImages[0]
}

/** A picture small and grey, to compare crops by their pixels without the JPEG's noise. */
const coarse = (image: sharp.Sharp) =>
  image.resize(59, 79, { fit: 'fill' }).greyscale().raw().toBuffer()

/** The window of `original` that object-fit: cover shows in the card's box at this focal point. */
async function expectedCrop(original: Buffer, focal: { x: number; y: number }) {
  const { width, height } = await sharp(original).metadata()
  const scale = Math.max(CARD_PICTURE.width / width!, CARD_PICTURE.height / height!)
  const cropWidth = Math.round(CARD_PICTURE.width / scale)
  const cropHeight = Math.round(CARD_PICTURE.height / scale)
  return coarse(
    sharp(original).extract({
      left: Math.round(((width! - cropWidth) * focal.x) / 100),
      top: Math.round(((height! - cropHeight) * focal.y) / 100),
      width: cropWidth,
      height: cropHeight,
    }),
  )
}

async function socialCardPicture(request: APIRequestContext) {
  const card = await request.get(`/image/social${TALENT}`)
  expect(card.status()).toBe(200)
  return coarse(sharp(await card.body()).extract({ left: 0, top: 0, ...CARD_PICTURE }))
}

const difference = (a: Buffer, b: Buffer) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length

test('a focal point set in the image editor moves the crop on the site and on the sharing card', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000)
  const before = await cardImage(request)

  // Staff open the picture in the admin, set the focal point in the image editor and save.
  await logIn(page)
  await page.goto(`/admin/collections/media/${before.id}`)
  await expect(async () => {
    await page.getByRole('button', { name: 'Edit Image' }).click()
    await expect(page.getByText('X %', { exact: true })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  await page.getByText('X %', { exact: true }).getByRole('spinbutton').fill(String(FOCAL.x))
  await page.getByText('Y %', { exact: true }).getByRole('spinbutton').fill(String(FOCAL.y))
  await page.getByRole('button', { name: 'Apply Changes' }).click()
  await saveUntil(page, 'Save', page.getByText(/successfully/i).first())

  await expect
    .poll(async () => {
      const { focalX, focalY } = await cardImage(request)
      return [focalX, focalY]
    })
    .toEqual([FOCAL.x, FOCAL.y])
  const after = await cardImage(request)

  // A visitor (no staff session: the cached pages) sees the grid and the print card crop there.
  const visitor = await browser.newPage()
  await visitor.goto('/women')
  const gridImage = visitor.getByRole('link', { name: /Noor Haddad/ }).locator('img')
  await expect(gridImage).toHaveCSS('object-fit', 'cover')
  await expect(gridImage).toHaveCSS('object-position', `${FOCAL.x}% ${FOCAL.y}%`)
  await visitor.goto(`/print${TALENT}`)
  const printed = visitor.getByRole('article', { name: 'Noor Haddad, printable card' })
  await expect(printed.getByRole('img').first()).toHaveCSS(
    'object-position',
    `${FOCAL.x}% ${FOCAL.y}%`,
  )
  await visitor.close()
  const search = await (await request.get('/api/_search?q=Noor Haddad')).json()
  expect(search.data[0].image.position).toBe(`${FOCAL.x}% ${FOCAL.y}%`)

  // The sharing card cuts the window the site shows at the new focal point, not the centre's.
  const original = await request.get(`/cms/api/media/file/${after.filename}`, {
    headers: staffHeaders(),
  })
  expect(original.status()).toBe(200)
  const source = await original.body()
  const card = await socialCardPicture(request)
  const atFocalPoint = difference(card, await expectedCrop(source, FOCAL))
  const atCentre = difference(card, await expectedCrop(source, { x: 50, y: 50 }))
  expect(atFocalPoint).toBeLessThan(6)
  expect(atFocalPoint).toBeLessThan(atCentre / 2)
})

test('dragging the focal-point cross in the image editor moves the focal point', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const picture = await cardImage(request)
  await logIn(page)
  await page.goto(`/admin/collections/media/${picture.id}`)
  await expect(async () => {
    await page.getByRole('button', { name: 'Edit Image' }).click()
    await expect(page.getByText('X %', { exact: true })).toBeVisible({ timeout: 5_000 })
  }).toPass({ timeout: 60_000 })
  // The cross is Payload's own unlabelled button: found by its class, as nothing names it.
  const cross = page.locator('.edit-upload__focalPoint')
  const frame = page.locator('.edit-upload__focal-wrapper')
  // The frame takes the picture's size once it has loaded (when Apply is enabled), and the drawer
  // slides in: a press where the cross is still on its way lands on the crop window beside it.
  await expect(page.getByRole('button', { name: 'Apply Changes' })).toBeEnabled()
  const stillForTwoFrames = (element: Element) =>
    new Promise<boolean>((resolve) => {
      const before = element.getBoundingClientRect()
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const after = element.getBoundingClientRect()
          resolve(before.x === after.x && before.y === after.y)
        }),
      )
    })
  await expect.poll(() => cross.evaluate(stillForTwoFrames)).toBe(true)
  const from = (await cross.boundingBox())!
  const box = (await frame.boundingBox())!
  const target = { x: box.x + box.width * 0.3, y: box.y + box.height * 0.7 }
  // Payload follows the pointer only once React has rendered the press (a class on the cross's
  // container), and takes the point where the cross was last drawn when the button is released
  // over it: on a busy machine, moves before that render are dropped and a release before the
  // last one lands beside the cross. Each step waits for the render it needs.
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
  await page.mouse.down()
  await expect(page.locator('.edit-upload__draggable-container--dragging')).toBeAttached()
  await page.mouse.move(target.x, target.y, { steps: 12 })
  await expect
    .poll(async () => {
      const at = (await cross.boundingBox())!
      return Math.hypot(at.x + at.width / 2 - target.x, at.y + at.height / 2 - target.y)
    })
    .toBeLessThan(3)
  await page.mouse.up()

  // Where the cross was let go, to the nearest 5 %: the pointer lands within a pixel or two.
  const nearest5 = (value: number) => Math.round(value / 5) * 5
  const typed = (label: string) => page.getByText(label, { exact: true }).getByRole('spinbutton')
  await expect.poll(async () => nearest5(Number(await typed('X %').inputValue()))).toBe(30)
  await expect.poll(async () => nearest5(Number(await typed('Y %').inputValue()))).toBe(70)
  await page.getByRole('button', { name: 'Apply Changes' }).click()
  await saveUntil(page, 'Save', page.getByText(/successfully/i).first())
  await expect
    .poll(async () => {
      const { focalX, focalY } = await cardImage(request)
      return [nearest5(focalX ?? 0), nearest5(focalY ?? 0)]
    })
    .toEqual([30, 70])
})
