import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

import { gotoReady } from './support/shell'
import { announcement, comparedNames, rowValues, TALENTS, withShortlist } from './support/shortlist'

/** Issue 17: a casting director collects talents, compares them and shares the list. */

const { amara, lena, sofia } = TALENTS
const THREE = [amara.slug, lena.slug, sofia.slug]

test('add from a book, the talent page and search; the header counts and announces; a reload keeps it', async ({
  page,
}) => {
  const header = page.getByRole('banner')
  const count = (n: number) =>
    header.getByRole('link', { name: `Shortlist, ${n} ${n === 1 ? 'talent' : 'talents'}` })

  await gotoReady(page, '/women')
  const fromBook = page.getByRole('button', { name: `Shortlist ${amara.name}` })
  await expect(fromBook).toHaveAttribute('aria-pressed', 'false')
  await fromBook.click()
  await expect(fromBook).toHaveAttribute('aria-pressed', 'true')
  await expect(announcement(page, 'Added to shortlist (1)')).toBeVisible()
  await expect(count(1)).toBeVisible()

  await gotoReady(page, `/women/${lena.slug}`)
  await page.getByRole('button', { name: `Shortlist ${lena.name}` }).click()
  await expect(announcement(page, 'Added to shortlist (2)')).toBeVisible()

  await header.getByRole('button', { name: 'Search' }).click()
  await page.getByRole('combobox', { name: 'Search talents and books' }).fill('Sofia')
  const fromSearch = page
    .getByRole('dialog')
    .getByRole('button', { name: `Shortlist ${sofia.name}` })
  await fromSearch.click()
  await expect(fromSearch).toHaveAttribute('aria-pressed', 'true')
  await expect(announcement(page, 'Added to shortlist (3)')).toBeVisible()
  await fromSearch.click()
  await expect(announcement(page, 'Removed from shortlist (2)')).toBeVisible()
  await fromSearch.click()
  await expect(announcement(page, 'Added to shortlist (3)')).toBeVisible()
  await page.keyboard.press('Escape')

  await page.reload()
  await expect(count(3)).toBeVisible()
  await expect(page.getByRole('button', { name: `Shortlist ${lena.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await count(3).click()
  await expect(page).toHaveURL(/\/shortlist$/)
  await expect.poll(() => comparedNames(page)).toEqual([amara.name, lena.name, sofia.name])
})

test('the shortlist’s notice stays on the page it was said on', async ({ page }) => {
  await gotoReady(page, '/women')
  await page.getByRole('button', { name: `Shortlist ${amara.name}` }).click()
  await expect(announcement(page, 'Added to shortlist (1)')).toBeVisible()
  // A navigation inside the app, which keeps the store and its notice.
  await page.getByRole('link', { name: amara.name }).first().click()
  await expect(page).toHaveURL(new RegExp(`/women/${amara.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(amara.name)
  await expect(page.getByRole('banner').getByRole('status')).toHaveText('')
})

test('the shortlist starts at the left edge of every other page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  const headingEdge = async (path: string) => {
    await gotoReady(page, path)
    return (await page.getByRole('heading', { level: 1 }).boundingBox())!.x
  }
  expect(await headingEdge('/shortlist')).toBe(await headingEdge('/women'))
})

test('the 51st talent is refused with a message', async ({ page }) => {
  const fifty = Array.from({ length: 50 }, (_, index) => `somebody-${index}`)
  await withShortlist(page, fifty)
  await gotoReady(page, '/women')
  const toggle = page.getByRole('button', { name: `Shortlist ${amara.name}` })
  await toggle.click()
  await expect(
    announcement(
      page,
      'Your shortlist is full: it holds 50 talents at most. Remove one to add another.',
    ),
  ).toBeVisible()
  await expect(toggle).toHaveAttribute('aria-pressed', 'false')
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Shortlist, 50 talents' }),
  ).toBeVisible()
})

test('/shortlist compares side by side in cm and in, reorders by keyboard, removes; a talent no longer shown leaves with a note', async ({
  page,
}) => {
  await withShortlist(page, [amara.slug, lena.slug, 'no-longer-shown', sofia.slug])
  await gotoReady(page, '/shortlist')
  await expect(page.getByText('One talent is no longer shown by the agency')).toBeVisible()
  await expect.poll(() => comparedNames(page)).toEqual([amara.name, lena.name, sofia.name])
  expect(await rowValues(page, 'Height')).toEqual([amara.cm, lena.cm, sofia.cm])
  expect(await rowValues(page, 'Book')).toEqual(['Women', 'Women', 'Women'])

  await page.getByRole('group', { name: 'Units' }).getByRole('button', { name: 'in' }).click()
  expect(await rowValues(page, 'Height')).toEqual([amara.in, lena.in, sofia.in])

  // Keyboard only: the moved talent's button keeps the focus.
  const later = page.getByRole('button', { name: `Move ${amara.name} later` })
  await later.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => comparedNames(page)).toEqual([lena.name, amara.name, sofia.name])
  await expect(later).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => comparedNames(page)).toEqual([lena.name, sofia.name, amara.name])
  await expect(announcement(page, `${amara.name} moved to position 3 of 3`)).toBeVisible()
  await expect(later).toBeDisabled()
  await expect(page.getByRole('button', { name: `Move ${amara.name} earlier` })).toBeFocused()

  await page.reload()
  await expect.poll(() => comparedNames(page)).toEqual([lena.name, sofia.name, amara.name])
  // The units chosen stay chosen.
  expect(await rowValues(page, 'Height')).toEqual([lena.in, sofia.in, amara.in])

  await page.getByRole('button', { name: `Remove ${sofia.name}` }).click()
  await expect.poll(() => comparedNames(page)).toEqual([lena.name, amara.name])
  await page.getByRole('button', { name: 'Clear shortlist' }).click()
  await expect(page.getByText('Your shortlist is empty.')).toBeVisible()
})

test('reorder by dragging a column', async ({ page }) => {
  await withShortlist(page, THREE)
  await gotoReady(page, '/shortlist')
  await expect.poll(() => comparedNames(page)).toEqual([amara.name, lena.name, sofia.name])
  const column = (name: string) => page.getByRole('columnheader', { name: new RegExp(name) })
  // The columns become draggable once the list is the visitor's own, restored after the names.
  await expect(column(sofia.name)).toHaveAttribute('draggable', 'true')
  await column(sofia.name).dragTo(column(amara.name))
  await expect.poll(() => comparedNames(page)).toEqual([sofia.name, amara.name, lena.name])
})

test('a shared link shows the same talents to someone else, with and without JavaScript, and can be saved', async ({
  page,
  browser,
}) => {
  await withShortlist(page, [lena.slug, sofia.slug, amara.slug])
  await gotoReady(page, '/shortlist')
  const link = await page.getByLabel('Link to this shortlist').inputValue()
  expect(new URL(link).pathname).toBe(`/shortlist/${lena.slug},${sofia.slug},${amara.slug}`)

  const receiver = await browser.newContext()
  const theirs = await receiver.newPage()
  const answer = await theirs.goto(link)
  expect(answer!.headers()['cache-control']).toMatch(/public/)
  await expect(theirs.getByRole('heading', { level: 1 })).toHaveText(/^A shortlist from /)
  expect(await comparedNames(theirs)).toEqual([lena.name, sofia.name, amara.name])
  // Link previews name the talents and show a picture.
  const meta = (property: string) =>
    theirs.locator(`meta[property="${property}"]`).getAttribute('content')
  expect(await meta('og:title')).toMatch(/^Shortlist: Lena Vogel, Sofia Marchetti and Amara Okafor/)
  expect(await meta('og:description')).toContain('3 talents')
  expect(await meta('og:image')).toMatch(/\/image\/proxy\?src=/)

  await expect(theirs.locator('html')).toHaveAttribute('data-shell', 'ready')
  await theirs.getByRole('button', { name: 'Save to my shortlist' }).click()
  await expect(announcement(theirs, 'Added to shortlist (3)')).toBeVisible()
  await theirs.getByRole('link', { name: 'Open my shortlist' }).click()
  await expect.poll(() => comparedNames(theirs)).toEqual([lena.name, sofia.name, amara.name])
  await receiver.close()

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const plain = await withoutScripts.newPage()
  await plain.goto(link)
  expect(await comparedNames(plain)).toEqual([lena.name, sofia.name, amara.name])
  expect(await rowValues(plain, 'Height')).toEqual([lena.cm, sofia.cm, amara.cm])
  await withoutScripts.close()
})

test('a shared link naming no talent shown is a 404', async ({ request }) => {
  expect((await request.get('/shortlist/nobody-here,no-one-else')).status()).toBe(404)
})

test('print and PDF: the whole shortlist as a package, one card per talent', async ({
  page,
  request,
}) => {
  await withShortlist(page, THREE)
  await gotoReady(page, '/shortlist')
  const download = page.getByRole('link', { name: 'Download PDF' })
  const href = await download.getAttribute('href')
  expect(href).toBe(`/shortlist/pdf?talents=${THREE.join(',')}&units=cm`)

  const pdf = await request.get(href!)
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  expect(pdf.headers()['content-disposition']).toMatch(
    /^attachment; filename="[a-z0-9-]+-shortlist-\d{4}-\d{2}-\d{2}\.pdf"$/,
  )
  const body = (await pdf.body()).toString('latin1')
  expect(body.startsWith('%PDF-')).toBe(true)
  // Page objects (not the /Pages tree): one per talent.
  expect(body.match(/\/Type\s*\/Page(?!s)/g)).toHaveLength(3)

  // The print dialog gets the same package: the cards alone, one per talent.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('table')).toBeHidden()
  for (const { name } of Object.values(TALENTS)) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
  }
})

test('works on a 360 px phone by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await gotoReady(page, `/women/${lena.slug}`)
  // Tab from the top of the page to the talent's shortlist button, and press it.
  let focused = ''
  for (let step = 0; step < 60 && focused !== `Shortlist ${lena.name}`; step++) {
    await page.keyboard.press('Tab')
    focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '')
  }
  expect(focused).toBe(`Shortlist ${lena.name}`)
  await page.keyboard.press('Space')
  await expect(announcement(page, 'Added to shortlist (1)')).toBeVisible()

  await gotoReady(page, '/shortlist')
  await expect.poll(() => comparedNames(page)).toEqual([lena.name])
  for (const path of [
    '/women',
    `/women/${lena.slug}`,
    '/shortlist',
    `/shortlist/${THREE.join(',')}`,
  ]) {
    await gotoReady(page, path)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, path).toBeLessThanOrEqual(0)
  }
})

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the shortlist pages pass axe in the ${colorScheme} theme`, async ({ page }) => {
    // Four pages, each analysed by axe: on CI's two shared cores that can take over 30 s.
    test.slow()
    await page.emulateMedia({ colorScheme })
    await withShortlist(page, THREE)
    for (const path of [
      '/women',
      `/women/${lena.slug}`,
      '/shortlist',
      `/shortlist/${THREE.join(',')}`,
    ]) {
      await gotoReady(page, path)
      if (path === '/shortlist') await expect.poll(() => comparedNames(page)).toHaveLength(3)
      // The header too: its count and live region are new.
      const results = await new AxeBuilder({ page }).include('main').include('header').analyze()
      const found = results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' | ')}`,
      )
      expect(found, path).toEqual([])
    }
  })
}
