import { expect, test } from '@playwright/test'

/** Every route of the spec's table answers 200 with real content from the seeded demo. */
const FIXED_ROUTES: [path: string, heading: RegExp][] = [
  ['/', /Faces for the season ahead/],
  ['/faq', /Frequently asked questions/],
  ['/about', /About/],
  ['/submit', /Apply/],
  ['/contact', /Contact/],
  ['/mission', /Our mission/],
  ['/privacy-notice', /Privacy notice/],
  ['/privacy-policy', /Privacy policy/],
  ['/terms-and-conditions', /Terms and conditions/],
  ['/central-contact', /Contact Central/],
  ['/central-mission', /Central mission/],
  ['/central-payment', /Payments: Central/],
  ['/los-angeles-contact', /Contact Los Angeles/],
  ['/los-angeles-payment', /Payments: Los Angeles/],
  ['/women', /Women/],
  ['/men', /Men/],
  ['/new-faces', /New Faces/],
  ['/talent', /Talent/],
  ['/women/amara-okafor', /Amara Okafor/],
  ['/men/julian-reyes', /Julian Reyes/],
]

for (const [path, heading] of FIXED_ROUTES) {
  test(`${path} answers 200 with its content`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    expect((await page.getByRole('main').innerText()).length).toBeGreaterThan(40)
  })
}

test('the default layout frames pages with the menu and the footer', async ({ page }) => {
  await page.goto('/about')
  const menu = page.getByRole('navigation', { name: 'Main' })
  await expect(menu.getByRole('link', { name: 'Women' })).toHaveAttribute('href', '/women')
  // Three levels: Contact > Central > Central payments, revealed as the pointer moves in.
  await menu.getByRole('link', { name: 'Contact', exact: true }).hover()
  await menu.getByRole('link', { name: 'Central', exact: true }).hover()
  await expect(menu.getByRole('link', { name: 'Central payments' })).toHaveAttribute(
    'href',
    '/central-payment',
  )
  await expect(menu.getByRole('link', { name: /Instagram/, includeHidden: true })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  )
  await expect(page.getByRole('contentinfo')).toContainText('We never charge a fee')
})

test('a book lists its talents as links to their pages, in the order staff set', async ({
  page,
}) => {
  await page.goto('/women')
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link')
  await expect(cards.first()).toHaveAttribute('href', '/women/amara-okafor')
  await expect(cards.nth(1)).toHaveAttribute('href', '/women/lena-vogel')
})

test('only the picture that opens a page loads eagerly: grids further down wait their turn', async ({
  page,
}) => {
  // The home page opens with its banner; its talent grids come after it.
  await page.goto('/')
  const main = page.getByRole('main')
  await expect(main.locator('img[fetchpriority="high"]')).toHaveCount(1)
  await expect(main.locator('img[loading="eager"]')).toHaveCount(1)
  await expect(main.locator('img[loading="lazy"]').first()).toBeAttached()
  // A book opens with its grid: its first row is what a visitor sees first.
  await page.goto('/women')
  await expect(page.getByRole('main').locator('img[fetchpriority="high"]')).toHaveCount(4)
})

test('a talent page shows measurements, Instagram and portfolio pictures for the lightbox', async ({
  page,
}) => {
  await page.goto('/women/lena-vogel')
  await expect(page.getByText('178 cm', { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: '@lenavogel' })).toHaveAttribute(
    'href',
    'https://www.instagram.com/lenavogel/',
  )
  await expect(page.getByText('2.5M followers')).toBeVisible()
  const portfolio = page.locator('a[data-gallery="lena-vogel-portfolio"]')
  await expect(portfolio).toHaveCount(4)
  await expect(portfolio.first().locator('img')).toHaveAttribute('fetchpriority', 'high')
  await expect(page.getByText(/updated \w+ 2026/)).toBeVisible()
})

test('the print card renders in the empty layout', async ({ page }) => {
  const response = await page.goto('/print/women/amara-okafor')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amara Okafor')
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
})

test('a numeric talent id redirects permanently to the talent’s address', async ({ request }) => {
  const api = await request.get('/api/women/amara-okafor')
  const { data } = await api.json()
  const response = await request.get(`/women/${data.talent.id}`, { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toMatch(/\/women\/amara-okafor$/)
})

test('/home redirects permanently to /', async ({ request }) => {
  const response = await request.get('/home', { maxRedirects: 0 })
  expect(response.status()).toBe(308)
  expect(response.headers().location).toMatch(/\/$/)
})

test('pictures go through the image proxy with a srcset and fixed dimensions', async ({ page }) => {
  await page.goto('/women')
  const image = page.getByRole('main').locator('img').first()
  await expect(image).toHaveAttribute('src', /^\/image\/proxy\?src=%2Fmedia%2F/)
  await expect(image).toHaveAttribute('srcset', /640w/)
  await expect(image).toHaveAttribute('width', '1600')
  await expect(image).toHaveAttribute('height', '2400')
  expect(
    await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
  ).toBe(true)
})
