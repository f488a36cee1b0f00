/**
 * The admin as staff see it, timed in Chromium for the Large roster benchmark: the talents list
 * until its rows show, and a book's editor until the thumbnails in view have arrived.
 */
import { chromium, type Page } from '@playwright/test'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** Nothing leaves the machine (as the end-to-end config). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
const WAIT_MS = 60_000
const PLACEHOLDER_GRACE_MS = 5_000

export type AdminLoad = {
  /** Milliseconds from the navigation's start. */
  ms: number
  /** Until the last thing it loaded (data, thumbnails in view) had arrived. */
  settledMs: number
  /** Bytes that came over the wire (the browser's cache warm, as on a staff member's day). */
  bytes: number
  /** Tiles naming a talent by id only ("Talent 123"): talents the editor could not load. */
  placeholders: number
}

/** Every image in view loaded, then the moment the last resource of the page arrived. */
async function settled(page: Page): Promise<{ settledMs: number; bytes: number }> {
  await page.waitForLoadState('networkidle', { timeout: WAIT_MS })
  await page.waitForFunction(
    () =>
      [...document.images]
        .filter((image) => {
          const box = image.getBoundingClientRect()
          return box.bottom > 0 && box.top < innerHeight && box.width > 0
        })
        .every((image) => image.complete),
    undefined,
    { timeout: WAIT_MS },
  )
  return page.evaluate(() => {
    const entries = [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ] as PerformanceResourceTiming[]
    return {
      settledMs: Math.max(...entries.map((entry) => entry.responseEnd)),
      bytes: entries.reduce((sum, entry) => sum + entry.transferSize, 0),
    }
  })
}

/**
 * Tiles still naming a talent by id a while after the editor settled: a tile shows its id until
 * the talent's name arrives, so only one that never gets it counts.
 */
async function placeholders(page: Page): Promise<number> {
  const tiles = page.getByText(/^Talent \d+$/)
  for (let waited = 0; waited < PLACEHOLDER_GRACE_MS; waited += 250) {
    if ((await tiles.count()) === 0) return 0
    await page.waitForTimeout(250)
  }
  return tiles.count()
}

/**
 * `repeats` loads of each admin view, signed in with the staff `token`, after one load of the
 * dashboard (the admin's scripts then come from the browser's cache, as on any working day).
 */
export async function adminLoads(
  base: string,
  token: string,
  bookId: number,
  repeats: number,
): Promise<{ list: AdminLoad[]; editor: AdminLoad[] }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS })
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    await context.addCookies([{ name: 'payload-token', value: token, url: base, httpOnly: true }])
    const page = await context.newPage()
    await page.goto(`${base}/admin`, { waitUntil: 'networkidle', timeout: WAIT_MS })
    const list: AdminLoad[] = []
    const editor: AdminLoad[] = []
    for (let load = 0; load < repeats; load++) {
      await page.goto(`${base}/admin/collections/talents`, { waitUntil: 'commit' })
      // The header row and the first talent's.
      await page.getByRole('row').nth(1).waitFor({ timeout: WAIT_MS })
      const ms = await page.evaluate(() => performance.now())
      list.push({ ms, ...(await settled(page)), placeholders: 0 })

      await page.goto(`${base}/admin/collections/books/${bookId}`, { waitUntil: 'commit' })
      await page.getByText('Talents', { exact: true }).first().waitFor({ timeout: WAIT_MS })
      const shown = await settled(page)
      editor.push({ ms: shown.settledMs, ...shown, placeholders: await placeholders(page) })
    }
    return { list, editor }
  } finally {
    await browser.close()
  }
}
