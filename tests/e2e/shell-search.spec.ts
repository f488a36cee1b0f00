import { expect, test, type Page } from '@playwright/test'

import { gotoReady } from './support/shell'

/** The search bar and `GET /api/_search`. */

async function openSearch(page: Page) {
  await gotoReady(page, '/about')
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Search' })
  const box = dialog.getByRole('combobox', { name: 'Search talents and books' })
  await expect(box).toBeFocused()
  return { dialog, box }
}

test('typing finds talents; the arrow keys choose, Enter opens', async ({ page }) => {
  const { dialog, box } = await openSearch(page)
  await page.keyboard.type('ma')
  const options = dialog.getByRole('option')
  await expect(dialog.getByRole('status')).toHaveText(/\d+ results/)
  const count = await options.count()
  expect(count).toBeGreaterThan(2)
  await expect(box).toHaveAttribute('aria-expanded', 'true')

  await page.keyboard.press('ArrowDown')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false')
  await expect(box).toHaveAttribute(
    'aria-activedescendant',
    (await options.nth(1).getAttribute('id'))!,
  )
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('ArrowUp')
  await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true')

  await box.fill('lena v')
  await expect(options).toHaveCount(1)
  const lena = dialog.getByRole('option', { name: /Lena Vogel/ })
  await expect(lena).toHaveAttribute('href', '/women/lena-vogel')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/women/lena-vogel')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Vogel')
  await expect(dialog).toBeHidden()
})

test('finds books by title, and says when nothing matches', async ({ page }) => {
  const { dialog, box } = await openSearch(page)
  await box.fill('new fa')
  await expect(dialog.getByRole('option', { name: /New Faces/ })).toHaveAttribute(
    'href',
    '/new-faces',
  )
  await box.fill('zzzz')
  await expect(dialog.getByRole('status')).toHaveText('Nothing found for “zzzz”.')
  await expect(dialog.getByRole('option')).toHaveCount(0)
  await expect(box).toHaveAttribute('aria-expanded', 'false')
})

test('a result is a link: a click opens it', async ({ page }) => {
  const { dialog, box } = await openSearch(page)
  await box.fill('julian')
  await dialog.getByRole('option', { name: /Julian Reyes/ }).click()
  await expect(page).toHaveURL('/men/julian-reyes')
})

test('Escape closes the search bar and focus returns to its button', async ({ page }) => {
  const { dialog } = await openSearch(page)
  await page.keyboard.type('amara')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  const button = page.getByRole('banner').getByRole('button', { name: 'Search' })
  await expect(button).toBeFocused()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  // The query is kept for the next opening (searchValue).
  await button.click()
  await expect(dialog.getByRole('combobox')).toHaveValue('amara')
})

test.describe('GET /api/_search', () => {
  test('answers talents by name, as links to their page', async ({ request }) => {
    const response = await request.get('/api/_search?q=Okafor')
    expect(response.status()).toBe(200)
    const { data } = await response.json()
    expect(data[0]).toMatchObject({
      kind: 'talent',
      label: 'Amara Okafor',
      url: '/women/amara-okafor',
      detail: 'Women',
      match: [6, 12],
    })
  })

  test('is bounded: at most 20 results, a query of at most 100 characters', async ({ request }) => {
    const many = await (await request.get('/api/_search?q=a')).json()
    expect(many.data.length).toBeGreaterThan(0)
    expect(many.data.length).toBeLessThanOrEqual(20)
    expect((await request.get(`/api/_search?q=${'a'.repeat(100)}`)).status()).toBe(200)
    const tooLong = await request.get(`/api/_search?q=${'a'.repeat(101)}`)
    expect(tooLong.status()).toBe(400)
    expect((await request.get('/api/_search')).status()).toBe(200)
  })

  test('treats special characters as plain text', async ({ request }) => {
    for (const query of ['.*', '%', '_', '[', '(', "' OR 1=1 --", '<script>alert(1)</script>']) {
      const response = await request.get(`/api/_search?q=${encodeURIComponent(query)}`)
      expect(response.status(), query).toBe(200)
      expect((await response.json()).data, query).toEqual([])
    }
  })
})
