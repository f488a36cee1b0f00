import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

/**
 * Issue 14, item 6: what Lighthouse checks besides speed, on the pages its table covers (the
 * scores themselves are a benchmark: bench/lighthouse.ts, docs/benchmarks.md). A favicon and
 * icons from the settings (a 404 for /favicon.ico is a console error), no console errors at all
 * (a hydration mismatch is one), and every control a touch target of at least 24x24 px.
 */

const PAGES = ['/', '/women', '/women/lena-vogel', '/submit', '/contact']
const PHONE = { width: 412, height: 823 } // Lighthouse's mobile screen (Moto G Power)

/** Reads the ICO directory: the side of each image it holds (0 stands for 256). */
function icoSizes(ico: Buffer): number[] {
  expect(ico.readUInt16LE(2), 'ICO type').toBe(1)
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => ico[6 + 16 * index] || 256)
}

/** The width and height a PNG declares in its IHDR chunk. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1'), 'PNG signature').toBe('PNG')
  return [png.readUInt32BE(16), png.readUInt32BE(20)]
}

test('/favicon.ico is an icon of 16, 32 and 48 px', async ({ request }) => {
  const response = await request.get('/favicon.ico')
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toBe('image/x-icon')
  expect(icoSizes(await response.body())).toEqual([16, 32, 48])
})

test('every visitor page links a page icon and an Apple touch icon of the sizes it declares', async ({
  page,
  request,
}) => {
  await page.goto('/about')
  for (const [rel, side] of [
    ['icon', 32],
    ['apple-touch-icon', 180],
  ] as const) {
    const link = page.locator(`head link[rel="${rel}"]`)
    await expect(link).toHaveAttribute('sizes', `${side}x${side}`)
    const response = await request.get((await link.getAttribute('href'))!)
    expect(response.status(), rel).toBe(200)
    expect(response.headers()['content-type'], rel).toBe('image/png')
    expect(pngSize(await response.body()), rel).toEqual([side, side])
  }
})

async function visit(page: Page, path: string): Promise<string[]> {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`)
  })
  await page.setViewportSize(PHONE)
  await page.goto(path, { waitUntil: 'networkidle' })
  return problems
}

for (const path of PAGES) {
  test(`${path} loads on a phone without a console error, every control 24 px or more`, async ({
    page,
  }) => {
    const problems = await visit(page, path)
    const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze()
    const small = results.violations.flatMap((violation) =>
      violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`),
    )
    expect(small, `${path}: touch targets under 24x24 px`).toEqual([])
    expect(problems, path).toEqual([])
  })
}
