import { expect, test, type Page } from '@playwright/test'

/** Books and talent pages: filters, units, carousel, print, PDF and structured data. */

const filtersForm = (page: import('@playwright/test').Page) =>
  page.getByRole('form', { name: 'Filter talent' })

const cards = (page: import('@playwright/test').Page) =>
  page.getByRole('main').getByRole('list').first().getByRole('listitem')

test('filters change the grid and the address, and survive a reload', async ({ page }) => {
  await page.goto('/women')
  const all = await cards(page).count()
  await filtersForm(page).getByLabel('Town', { exact: true }).selectOption('CENTRAL')
  await expect(page).toHaveURL(/\/women\?town=CENTRAL$/)
  await expect(cards(page)).not.toHaveCount(all)
  for (const card of await cards(page).allInnerTexts()) expect(card).toMatch(/central/i)

  await filtersForm(page).getByLabel('Height from (cm)').fill('178')
  await filtersForm(page).getByLabel('Height from (cm)').blur()
  await expect(page).toHaveURL(/heightMin=178/)
  await page.reload()
  await expect(filtersForm(page).getByLabel('Town', { exact: true })).toHaveValue('CENTRAL')
  await expect(filtersForm(page).getByLabel('Height from (cm)')).toHaveValue('178')
  await expect(page.getByRole('main').getByRole('status')).toContainText(/of \d+ talents match/)
  const names = await cards(page).allInnerTexts()
  expect(names.join(' ')).toContain('Lena Vogel')
  expect(names.join(' ')).not.toContain('Mei Tanaka')
})

test('the height filter speaks the visitor’s units, and with JavaScript the filters apply without a button', async ({
  page,
}) => {
  // Inches chosen with the talent pages' switch, earlier in this browser.
  await page.addInitScript(() => localStorage.setItem('roster:units', 'in'))
  await page.goto('/women')
  await expect(filtersForm(page).getByRole('button', { name: 'Apply' })).toBeHidden()
  const from = filtersForm(page).getByLabel('Height from (in)')
  await from.fill('70')
  await from.blur()
  // The address keeps centimetres, as every shared link has them.
  await expect(page).toHaveURL(/\/women\?heightMin=178$/)
  await page.reload()
  await expect(filtersForm(page).getByLabel('Height from (in)')).toHaveValue('70')
})

test('a filter that matches nobody says what to change', async ({ page }) => {
  await page.goto('/women?heightMin=210&town=LA')
  await expect(
    page.getByText('No talent matches these filters. Widen the height range'),
  ).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Clear filters' }).first().click()
  await expect(page).toHaveURL(/\/women$/)
})

test('filters work without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/men')
  await filtersForm(page).getByLabel('Hair').selectOption('red')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(/hair=red/)
  await expect(cards(page)).toHaveCount(1)
  await expect(cards(page).first()).toContainText('Oscar Byrne')
  await context.close()
})

test('bad filter values are ignored, never an error', async ({ request }) => {
  const response = await request.get('/women?town=MARS&heightMin=tall&hair=%3Cscript%3E&page=-1')
  expect(response.status()).toBe(200)
})

test('the cm / in switch converts the measurements and is remembered', async ({ page }) => {
  await page.goto('/women/lena-vogel')
  const units = page.getByRole('group', { name: 'Units' })
  await expect(page.getByText('178 cm')).toBeVisible()
  await expect(page.getByText('EU 40')).toBeVisible()
  await units.getByRole('button', { name: 'in' }).click()
  await expect(units.getByRole('button', { name: 'in' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('5′ 10″')).toBeVisible()
  await expect(page.getByText('23½″')).toBeVisible()
  await expect(page.getByText('UK 6.5')).toBeVisible()
  await page.reload()
  await expect(page.getByText('5′ 10″')).toBeVisible()
  await page.goto('/women/amara-okafor')
  await expect(page.getByText('5′ 11″')).toBeVisible()
  await page.getByRole('group', { name: 'Units' }).getByRole('button', { name: 'cm' }).click()
  await expect(page.getByText('180 cm')).toBeVisible()
})

test('the portfolio carousel loops, and its buttons are throttled', async ({ page }) => {
  await page.goto('/women/amara-okafor')
  const carousel = page.getByRole('region', { name: 'Amara Okafor, portfolio' })
  const counter = carousel.getByText(/^\d+ \/ 4$/)
  await expect(counter).toHaveText('1 / 4')
  await carousel.getByRole('button', { name: 'Previous picture' }).click()
  await expect(counter).toHaveText('4 / 4')
  await carousel.getByRole('button', { name: 'Next picture' }).click()
  await expect(counter).toHaveText('1 / 4')
  // Two presses within 150 ms move one picture (after a pause, so the last press is not within it).
  await page.waitForTimeout(200)
  await carousel
    .getByRole('button', { name: 'Next picture' })
    .evaluate((button: HTMLButtonElement) => {
      button.click()
      button.click()
    })
  await expect(counter).toHaveText('2 / 4')
  await page.waitForTimeout(200)
  await carousel.getByRole('button', { name: 'Next picture' }).click()
  await expect(counter).toHaveText('3 / 4')
  await expect(carousel.getByRole('button', { name: 'Picture 3' })).toHaveAttribute(
    'aria-current',
    'true',
  )
})

test('a portfolio picture in focus shows the whole of its focus ring', async ({ page }) => {
  await page.goto('/women/amara-okafor')
  const carousel = page.getByRole('region', { name: 'Amara Okafor, portfolio' })
  const first = carousel.getByRole('link').first()
  // Reached by the keyboard, as :focus-visible asks.
  await first.focus()
  await page.keyboard.press('Shift+Tab')
  await page.keyboard.press('Tab')
  const ring = await first.evaluate((link) => {
    const style = getComputedStyle(link)
    const reach = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth)
    const box = link.getBoundingClientRect()
    // The ring must lie inside every ancestor that clips what overflows it.
    let clipped = false
    for (let at = link.parentElement; at; at = at.parentElement) {
      if (getComputedStyle(at).overflow === 'visible') continue
      const clip = at.getBoundingClientRect()
      clipped ||=
        box.left - reach < clip.left ||
        box.top - reach < clip.top ||
        box.right + reach > clip.right ||
        box.bottom + reach > clip.bottom
    }
    return { focusVisible: link.matches(':focus-visible'), outline: style.outlineStyle, clipped }
  })
  expect(ring).toEqual({ focusVisible: true, outline: 'solid', clipped: false })
})

test('a talent page leads with the pictures: on a phone’s first screen, beside the facts on a desktop', async ({
  page,
}) => {
  const firstPicture = page
    .getByRole('region', { name: 'Lena Vogel, portfolio' })
    .getByRole('img')
    .first()
  for (const path of ['/women/lena-vogel', '/es/women/lena-vogel']) {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(path)
    const top = (await firstPicture.boundingBox())!.y
    expect(top, path).toBeGreaterThan(0)
    expect(top, path).toBeLessThan(844)
  }
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/women/lena-vogel')
  const facts = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  const picture = (await firstPicture.boundingBox())!
  expect(picture.x).toBeGreaterThan(facts.x + facts.width)
  expect(picture.y + picture.height / 2).toBeLessThan(900)
})

test('“Inquire” on a talent page opens the shortlist’s inquiry with the talent on the list', async ({
  page,
}) => {
  await page.goto('/women/lena-vogel')
  const toggle = page.getByRole('button', { name: 'Shortlist Lena Vogel' })
  await expect(toggle).toHaveText('Shortlist')
  await page.getByRole('link', { name: 'Inquire' }).click()
  await expect(page.getByRole('heading', { name: 'Send as an inquiry' })).toBeFocused()
  await expect(page).toHaveURL(/\/shortlist$/)
  await expect(page.getByRole('table').getByText('Lena Vogel').first()).toBeVisible()
  // Back on the talent page, the button says the talent is on the list, in words.
  await page.goto('/women/lena-vogel')
  await expect(toggle).toHaveAttribute('aria-pressed', 'true')
  await expect(toggle).toHaveText('In shortlist')
})

test('the print page lays out the card for paper', async ({ page }) => {
  await page.goto('/print/women/amara-okafor?layout=card&units=in')
  const card = page.getByRole('article', { name: 'Amara Okafor, printable card' })
  await expect(card.getByRole('img')).toHaveCount(5)
  await expect(card.getByText('5′ 11″')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Print options' })).toBeVisible()
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation', { name: 'Print options' })).toBeHidden()
  const [lead, small] = await card
    .getByRole('img')
    .evaluateAll((images) => images.slice(0, 2).map((image) => image.getBoundingClientRect().width))
  expect(lead!).toBeGreaterThan(small! * 2)
  await page.goto('/print/women/amara-okafor?layout=portfolio')
  await expect(
    page.getByRole('article', { name: 'Amara Okafor, printable portfolio' }).getByRole('img'),
  ).toHaveCount(4)
})

test('the card downloads as a PDF with a stable name', async ({ request }) => {
  const response = await request.get('/print/women/amara-okafor/pdf?layout=card&units=cm')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('application/pdf')
  expect(response.headers()['content-disposition']).toBe(
    'attachment; filename="amara-okafor-card.pdf"',
  )
  const pdf = await response.body()
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  expect(pdf.length).toBeLessThan(2 * 1024 * 1024)
  const text = pdf.toString('latin1')
  expect(text.match(/\/Type\s*\/Page\b/g)).toHaveLength(1)
  expect(text).toContain('(Amara Okafor)')
  expect((await request.get('/print/women/nobody/pdf')).status()).toBe(404)
})

/** The page's JSON-LD block of one schema.org type (pages carry several: Organization, ...). */
const jsonLd = async (page: Page, type: string) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((data) => data['@type'] === type)

test('talent and book pages carry schema.org JSON-LD', async ({ page }) => {
  await page.goto('/women/lena-vogel')
  const person = await jsonLd(page, 'Person')
  expect(person).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: 'Lena Vogel',
    sameAs: ['https://www.instagram.com/lenavogel/'],
  })
  expect(person.height).toEqual({ '@type': 'QuantitativeValue', value: 178, unitCode: 'CMT' })
  await page.goto('/men')
  const list = await jsonLd(page, 'ItemList')
  expect(list.itemListElement[0]).toMatchObject({
    '@type': 'ListItem',
    position: 1,
    name: 'Julian Reyes',
  })
  expect(list.numberOfItems).toBe(list.itemListElement.length)
})

test('the print dialog offers the card or the portfolio, in the visitor’s units', async ({
  page,
}) => {
  await page.goto('/women/amara-okafor')
  const inches = page.getByRole('group', { name: 'Units' }).getByRole('button', { name: 'in' })
  // Clicks before hydration do nothing: repeat until the page answers.
  await expect(async () => {
    await inches.click()
    await expect(inches).toHaveAttribute('aria-pressed', 'true', { timeout: 500 })
  }).toPass()
  await page.getByRole('button', { name: 'Print card' }).click()
  const dialog = page.getByRole('dialog', { name: 'Print Amara Okafor' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('radio', { name: 'Inches' })).toBeChecked()
  await dialog.getByRole('radio', { name: /Full portfolio/ }).check()
  await expect(dialog.getByRole('link', { name: 'Print', exact: true })).toHaveAttribute(
    'href',
    '/print/women/amara-okafor?layout=portfolio&units=in&print=1',
  )
  await dialog.getByRole('radio', { name: 'Centimetres' }).check()
  await expect(dialog.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
    'href',
    '/print/women/amara-okafor/pdf?layout=portfolio&units=cm',
  )
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print card' })).toBeFocused()
})

test('a click on a portfolio picture opens the lightbox at that picture', async ({ page }) => {
  await page.goto('/women/amara-okafor')
  const carousel = page.getByRole('region', { name: 'Amara Okafor, portfolio' })
  // Wait for hydration: the carousel's buttons answer only then.
  await expect(async () => {
    await carousel.getByRole('button', { name: 'Picture 2' }).click()
    await expect(carousel.getByText('2 / 4')).toBeVisible({ timeout: 500 })
  }).toPass()
  await carousel.getByRole('link').nth(1).click()
  await expect(page.getByRole('dialog', { name: 'Gallery' })).toBeVisible()
  await expect(page).toHaveURL(/#amara-okafor-portfolio-2$/)
})
