import { expect, test, type Page } from '@playwright/test'
import sharp from 'sharp'

import { logIn, saveUntil, toast } from '../support/admin'
import { untilCurrent } from '../support/published'
import { asStaff } from '../support/staff'

/**
 * Building portfolios and books in the admin: many pictures at once, thumbnails reordered from
 * the keyboard, "Move to top" on a book, and a book chosen from the talent form. The tests add a
 * book of their own, so they run alone.
 */

test.describe.configure({ mode: 'serial' })

const stamp = Date.now()
const book = { title: `Bulk board ${stamp}`, slug: `bulk-board-${stamp}` }
const uploader = { name: `Bulk Upload ${stamp}`, slug: `bulk-upload-${stamp}` }
const joiner = { name: `Book Joiner ${stamp}`, slug: `book-joiner-${stamp}` }
let ids: { book: number; uploader: number; joiner: number; others: number[] }

const COLOURS = ['#c2a95f', '#3b3b3b', '#8a5a44', '#5b7f95', '#9e9e9e', '#d8c7b0']

/** Six small, distinct pictures, half PNG and half JPEG, named as a photographer would. */
async function pictures() {
  return Promise.all(
    COLOURS.map(async (background, index) => {
      const png = index % 2 === 0
      const image = sharp({ create: { width: 120, height: 180, channels: 3, background } })
      return {
        name: `bulk-pose-${index + 1}.${png ? 'png' : 'jpg'}`,
        mimeType: png ? 'image/png' : 'image/jpeg',
        buffer: await (png ? image.png() : image.jpeg()).toBuffer(),
      }
    }),
  )
}

async function openInAdmin(page: Page, collection: 'talents' | 'books', id: number) {
  await logIn(page)
  await page.goto(`/admin/collections/${collection}/${id}`)
}

/**
 * The names of the talents the site shows on the book's page, in order, once the page is the
 * current one (a staff session outside draft mode gets the visitors' page).
 */
async function siteBookOrder(page: Page) {
  await untilCurrent(page.request, `/${book.slug}`)
  await page.goto(`/${book.slug}`)
  const links = page.getByRole('main').locator(`a[href^="/${book.slug}/"]`)
  await expect(links.first()).toBeVisible()
  return links.evaluateAll((anchors) => [
    ...new Set(anchors.map((anchor) => anchor.getAttribute('href'))),
  ])
}

test.beforeAll(async ({ request }) => {
  const { docs: locations } = await asStaff(request, 'GET', '/cms/api/locations?limit=1&depth=0')
  const { docs: seeded } = await asStaff(
    request,
    'GET',
    '/cms/api/talents?limit=2&depth=0&where[_status][equals]=published&sort=name',
  )
  const create = async (talent: { name: string; slug: string }) =>
    (
      await asStaff(request, 'POST', '/cms/api/talents', {
        ...talent,
        location: locations![0]!.id,
        _status: 'published',
      })
    ).doc!.id
  const others = seeded!.map((talent) => talent.id)
  const uploaderId = await create(uploader)
  const joinerId = await create(joiner)
  const created = await asStaff(request, 'POST', '/cms/api/books', {
    ...book,
    _status: 'published',
    order: 99,
    talents: [...others, uploaderId],
  })
  ids = { book: created.doc!.id, uploader: uploaderId, joiner: joinerId, others }
})

test.afterAll(async ({ request }) => {
  await asStaff(request, 'DELETE', `/cms/api/books/${ids.book}`)
  for (const id of [ids.uploader, ids.joiner])
    await asStaff(request, 'DELETE', `/cms/api/talents/${id}`)
})

test('six pictures dropped at once join the portfolio with progress and alt text, then reorder from the keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000)
  await openInAdmin(page, 'talents', ids.uploader)
  const picker = page.getByLabel('Choose pictures')
  await expect(picker).toBeAttached({ timeout: 30_000 })
  await picker.setInputFiles(await pictures())

  const uploads = page.getByRole('list', { name: 'Uploads' })
  for (let n = 1; n <= 6; n++) {
    const name = new RegExp(`^Uploading bulk-pose-${n}\\.(png|jpg)$`)
    await expect(uploads.getByRole('progressbar', { name })).toBeVisible()
  }
  await expect(uploads.getByText('Added', { exact: true })).toHaveCount(6, { timeout: 90_000 })

  const grid = page.getByRole('list', { name: 'Portfolio order' })
  await expect(grid.getByRole('listitem')).toHaveCount(6)
  // Alt text from the file name, editable afterwards and saved on the picture.
  const sixth = grid.getByRole('listitem', { name: 'Bulk pose 6, 6 of 6' })
  await expect(sixth.getByRole('img', { name: 'Bulk pose 6' })).toBeVisible()
  const alt = sixth.getByRole('textbox', { name: 'Alt text' })
  await expect(alt).toHaveValue('Bulk pose 6')
  await alt.fill('Bulk pose 6 by the sea')
  await alt.blur()
  await expect(grid.getByRole('listitem', { name: 'Bulk pose 6 by the sea, 6 of 6' })).toBeVisible()

  // The first picture, focused, moves two places right; a live region says where it went.
  await grid.getByRole('listitem', { name: 'Bulk pose 1, 1 of 6' }).focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('status').filter({ hasText: 'moved' })).toHaveText(
    'Bulk pose 1 moved to position 3 of 6.',
  )
  await expect(grid.getByRole('listitem', { name: 'Bulk pose 1, 3 of 6' })).toBeFocused()
  await saveUntil(page, 'Publish changes', toast(page, 'Published'))

  const expected = [2, 3, 1, 4, 5].map((n) => `Bulk pose ${n}`).concat('Bulk pose 6 by the sea')
  const saved = await asStaff(request, 'GET', `/cms/api/talents/${ids.uploader}?depth=1`)
  const portfolio = saved.portfolio as { image: { alt: string } }[]
  expect(portfolio.map((row) => row.image.alt)).toEqual(expected)
  await untilCurrent(page.request, `/${book.slug}/${uploader.slug}`)
  await page.goto(`/${book.slug}/${uploader.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(uploader.name)
  const shown = page.getByRole('main').getByRole('img', { name: /^Bulk pose / })
  await expect(shown).toHaveCount(6)
  expect(
    await shown.evaluateAll((images) => images.map((image) => image.getAttribute('alt'))),
  ).toEqual(expected)
})

test('a book’s talents are thumbnails to drag, and one moved to the top shows first on the site', async ({
  page,
}) => {
  test.setTimeout(120_000)
  expect((await siteBookOrder(page)).at(-1)).toBe(`/${book.slug}/${uploader.slug}`)
  await openInAdmin(page, 'books', ids.book)
  const grid = page.getByRole('list', { name: 'Talents in this book' })
  await expect(grid.getByRole('listitem')).toHaveCount(3, { timeout: 30_000 })
  // The talent's first portfolio picture, dragged onto the second place.
  const picture = grid.getByRole('img', { name: uploader.name })
  await expect(picture).toBeVisible()
  await picture.dragTo(grid.getByRole('listitem').nth(1))
  await expect(grid.getByRole('listitem').nth(1)).toHaveAccessibleName(`${uploader.name}, 2 of 3`)
  await grid.getByRole('button', { name: `Move ${uploader.name} to top` }).click()
  await expect(grid.getByRole('listitem').first()).toHaveAccessibleName(`${uploader.name}, 1 of 3`)
  await saveUntil(page, 'Publish changes', toast(page, 'Published'))
  expect((await siteBookOrder(page))[0]).toBe(`/${book.slug}/${uploader.slug}`)
})

test('a book chosen on the talent form lists the talent at its end on the site', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openInAdmin(page, 'talents', ids.joiner)
  // Payload's relationship select names its input nowhere: the field is found by its id, and
  // its input focused as the keyboard would (the sticky header may cover it for a click).
  const books = page.locator('#field-books input')
  await expect(books).toBeAttached({ timeout: 30_000 })
  await books.focus()
  await page.keyboard.type(book.title)
  await page.getByRole('option', { name: book.title }).click()
  await saveUntil(page, 'Publish changes', toast(page, 'Published'))
  expect((await siteBookOrder(page)).at(-1)).toBe(`/${book.slug}/${joiner.slug}`)
})
