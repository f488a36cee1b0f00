import { gzipSync } from 'node:zlib'

import { expect, test, type Page } from '@playwright/test'

/**
 * The lightbox benchmark behind docs/benchmarks.md ("Lightbox"), part of `npm run bench`:
 *
 *   npx playwright test --config bench/playwright.config.ts
 *
 * Each run is a fresh browser context (empty cache) on the seeded talent page: it sums the
 * JavaScript and CSS fetched because of the first opening, and the page's own first-load
 * JavaScript for comparison (all gzipped here with zlib's default level 6), and
 * times, from the click's event time, the first frame that shows the first slide's picture
 * decoded, and the `gallery:ready` event (the 250 ms fade-in done). A second opening on the same
 * page measures the warm case.
 */

const RUNS = 7
const TALENT = '/women/lena-vogel'

type Timing = { painted: number; ready: number }

async function openAndTime(page: Page): Promise<Timing> {
  // Installed before the click: from the click on, each frame checks whether the first slide's
  // picture is visible yet, so the first frame that shows it is the one recorded.
  await page.evaluate(() => {
    const marks: Record<string, number> = {}
    Object.assign(window, { marks })
    const watch = () => {
      const img = document.querySelector<HTMLImageElement>(
        '[role="dialog"] [role="group"][aria-label="1 of 4"] img',
      )
      if (img?.complete && img.naturalWidth > 0 && getComputedStyle(img).opacity === '1') {
        marks.painted = performance.now()
      } else requestAnimationFrame(watch)
    }
    document.addEventListener(
      'click',
      (event) => {
        marks.click = event.timeStamp
        requestAnimationFrame(watch)
      },
      { capture: true, once: true },
    )
    document.addEventListener('gallery:ready', () => (marks.ready = performance.now()), {
      once: true,
    })
  })
  await page.getByRole('link', { name: 'Lena Vogel, portfolio picture 1' }).click()
  await page.waitForFunction(() => {
    const { marks } = window as unknown as { marks: Record<string, number> }
    return marks.painted !== undefined && marks.ready !== undefined
  })
  return page.evaluate(() => {
    const { marks } = window as unknown as { marks: Record<string, number> }
    const click = marks.click ?? 0
    return { painted: (marks.painted ?? 0) - click, ready: (marks.ready ?? 0) - click }
  })
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

test('lightbox: bytes loaded on first open, and click to first slide painted', async ({
  browser,
}) => {
  test.setTimeout(300_000)
  const cold: Timing[] = []
  const warm: Timing[] = []
  let bytes = { js: 0, css: 0, files: 0, pageJs: 0 }
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext()
    const page = await context.newPage()
    const responses: { url: string; type: string }[] = []
    page.on('response', (response) =>
      responses.push({ url: response.url(), type: response.request().resourceType() }),
    )
    await page.goto(TALENT)
    await page.waitForLoadState('networkidle')
    const before = responses.length
    cold.push(await openAndTime(page))
    await page.waitForLoadState('networkidle')
    if (run === 0) {
      const gzipped = async (list: typeof responses) => {
        let total = 0
        for (const { url } of list)
          total += gzipSync(await (await page.request.get(url)).body()).length
        return total
      }
      const ofType = (list: typeof responses, type: string) => list.filter((r) => r.type === type)
      const opened = responses.slice(before)
      bytes = {
        js: await gzipped(ofType(opened, 'script')),
        css: await gzipped(ofType(opened, 'stylesheet')),
        files: ofType(opened, 'script').length + ofType(opened, 'stylesheet').length,
        pageJs: await gzipped(ofType(responses.slice(0, before), 'script')),
      }
    }
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    warm.push(await openAndTime(page))
    await context.close()
  }
  const summary = {
    runs: RUNS,
    bytes,
    coldPaintedMs: median(cold.map((t) => t.painted)),
    coldReadyMs: median(cold.map((t) => t.ready)),
    warmPaintedMs: median(warm.map((t) => t.painted)),
    warmReadyMs: median(warm.map((t) => t.ready)),
    cold,
    warm,
  }
  console.log(JSON.stringify(summary, null, 2))
})
