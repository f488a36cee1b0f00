import { expect, test, type Page } from '@playwright/test'

import { SHORTLIST_STORAGE_KEY } from '@/features/shortlist/constants'

/**
 * How the site looks (issue 33): the pages a visitor sees first, on a 390 px phone and a 1440 px
 * desktop, in the light and the dark theme, compared with references committed beside this file
 * (`npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots` makes them again after
 * an intended change; look at every new picture before committing it).
 *
 * What they hold is the layout and the type: photographs are masked (one flat colour), since
 * their decoding and lazy loading are not what a look test is for and they would make every
 * reference megabytes. The thresholds let font hinting and anti-aliasing move a few pixels; a
 * moved block, a new colour or a different face does not pass.
 */

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'book', path: '/women' },
  { name: 'talent', path: '/women/lena-vogel' },
  { name: 'submit', path: '/submit' },
  { name: 'contact', path: '/central-contact' },
  { name: 'shortlist', path: '/shortlist', shortlist: ['lena-vogel', 'amara-okafor'] },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'spanish-home', path: '/es' },
] as const

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

/** Waits until what the screenshot shows has settled: fonts, layout, no pending pictures' boxes. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForLoadState('networkidle')
}

for (const viewport of VIEWPORTS) {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const shown of PAGES) {
      test(`${shown.name} looks as its reference (${viewport.name}, ${colorScheme})`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: viewport.width, height: viewport.height })
        await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' })
        if ('shortlist' in shown) {
          await page.addInitScript(
            ([key, slugs]) => window.localStorage.setItem(key, JSON.stringify(slugs)),
            [SHORTLIST_STORAGE_KEY, shown.shortlist] as const,
          )
        }
        await page.goto(shown.path)
        await settle(page)
        await expect(page).toHaveScreenshot(`${shown.name}-${viewport.name}-${colorScheme}.png`, {
          mask: [page.locator('img, video, picture')],
          maskColor: '#8a8580',
          animations: 'disabled',
          caret: 'hide',
          // Font hinting moves glyph edges by a pixel; a layout change moves far more.
          threshold: 0.25,
          maxDiffPixelRatio: 0.01,
        })
      })
    }
  }
}
