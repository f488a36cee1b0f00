import { expect, test, type Page, type Route } from '@playwright/test'

import { gotoReady, rgb, sleep } from './support/shell'

/**
 * What happens between pages: the loading bar, the menu prefetch, the hourly build check and
 * the reload after a failed chunk load.
 */

const GOLD = rgb('#C2A95F')
const ERROR_RED = rgb('#C0392B')

const isPageData = (url: URL) => url.searchParams.has('_rsc')

/** In the page: whether the page data of a path has been received (Resource Timing). */
function pageDataLoaded(path: string): boolean {
  return performance.getEntriesByType('resource').some((entry) => {
    const url = new URL(entry.name)
    return (
      url.pathname === path &&
      url.searchParams.has('_rsc') &&
      (entry as PerformanceResourceTiming).responseEnd > 0
    )
  })
}

/** Records, inside the page, how long after a click the loading bar first appeared (or never). */
async function watchForBar(page: Page) {
  await page.evaluate(() => {
    const record = { clickedAt: 0, shownAt: 0, shown: false }
    Object.assign(window, { barRecord: record })
    document.addEventListener('click', () => (record.clickedAt = performance.now()), true)
    new MutationObserver(() => {
      if (!record.shown && document.querySelector('[role="progressbar"]')) {
        record.shown = true
        record.shownAt = performance.now()
      }
    }).observe(document.body, { childList: true, subtree: true })
  })
  return () =>
    page.evaluate(
      () =>
        (window as unknown as { barRecord: { clickedAt: number; shownAt: number; shown: boolean } })
          .barRecord,
    )
}

test.describe('loading bar', () => {
  test('a slow navigation shows a 4 px #C2A95F bar after the 500 ms throttle, until the page is there', async ({
    page,
  }) => {
    await gotoReady(page, '/women')
    await page.route(
      (url) => isPageData(url) && url.pathname === '/women/amara-okafor',
      async (route) => {
        await sleep(2000)
        await route.continue()
      },
    )
    const record = await watchForBar(page)
    await page
      .getByRole('main')
      .getByRole('link', { name: /Amara Okafor/ })
      .first()
      .click()
    const bar = page.getByRole('progressbar', { name: 'Loading the page' })
    await expect(bar).toBeVisible()
    const style = await bar.evaluate((element) => {
      const computed = getComputedStyle(element)
      return {
        height: computed.height,
        color: computed.backgroundColor,
        top: element.getBoundingClientRect().top,
      }
    })
    expect(style).toEqual({ height: '4px', color: GOLD, top: 0 })
    const { clickedAt, shownAt } = await record()
    expect(shownAt - clickedAt).toBeGreaterThanOrEqual(490)
    await expect(page).toHaveURL('/women/amara-okafor')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amara Okafor')
    await expect(bar).toBeHidden()
  })

  test('a fast navigation shows no bar', async ({ page }) => {
    await gotoReady(page, '/about')
    // The menu prefetch puts /men in the router's cache: the navigation needs no page request.
    await expect.poll(() => page.evaluate(pageDataLoaded, '/men'), { timeout: 10_000 }).toBe(true)
    const record = await watchForBar(page)
    // The page's clock stands still from here: the navigation takes no time by the bar's timers,
    // however long a busy machine takes to draw the new page.
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Men', exact: true })
      .click()
    await expect(page).toHaveURL('/men')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Men')
    await page.clock.runFor(1000)
    expect((await record()).shown).toBe(false)
  })

  test('a failed navigation turns the bar to the error colour', async ({ page }) => {
    const target = (url: URL) => url.pathname === '/women/lena-vogel'
    await page.route(target, async (route: Route) => {
      if (isPageData(new URL(route.request().url()))) {
        await route.fulfill({ status: 503, body: 'Service unavailable' })
        return
      }
      // Next falls back to loading the page in full: hold that load so the bar can be seen.
      await sleep(3000)
      await route.continue()
    })
    await gotoReady(page, '/women')
    // The click returns only once the full load has begun, on a new document: the old one
    // reports what its bar showed through the console.
    const seen: string[] = []
    page.on('console', (message) => {
      if (message.text().startsWith('bar:')) seen.push(message.text())
    })
    await page.evaluate(() =>
      new MutationObserver(() => {
        const bar = document.querySelector('[role="progressbar"]')
        if (!bar) return
        const { backgroundColor, height } = getComputedStyle(bar)
        console.log(`bar: ${bar.getAttribute('aria-label')}, ${backgroundColor}, ${height}`)
      }).observe(document.body, { childList: true, subtree: true, attributes: true }),
    )
    await page
      .getByRole('main')
      .getByRole('link', { name: /Lena Vogel/ })
      .first()
      .click()
    await expect.poll(() => seen).toContain(`bar: Loading the page failed, ${ERROR_RED}, 4px`)
    await expect(page).toHaveURL('/women/lena-vogel')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lena Vogel')
  })
})

test('1 s after the first load the menu pages and / are prefetched, at most 4 at a time', async ({
  page,
}) => {
  const requested = new Set<string>()
  let inFlight = 0
  let mostInFlight = 0
  await page.route(isPageData, async (route) => {
    const path = new URL(route.request().url()).pathname
    requested.add(path)
    inFlight += 1
    mostInFlight = Math.max(mostInFlight, inFlight)
    try {
      // Slow enough for the requests to overlap if nothing held them back.
      await sleep(250)
      const response = await route.fetch()
      await route.fulfill({ response })
    } finally {
      inFlight -= 1
    }
  })
  await page.goto('/about')
  const expected = [
    '/',
    '/women',
    '/men',
    '/new-faces',
    '/talent',
    '/about',
    '/mission',
    '/central-mission',
    '/faq',
    '/submit',
    '/contact',
    '/central-contact',
    '/central-payment',
    '/los-angeles-contact',
    '/los-angeles-payment',
  ]
  await expect
    .poll(() => [...requested].sort(), { timeout: 15_000 })
    .toEqual(expect.arrayContaining(expected.filter((path) => path !== '/about')))
  // In the page's own clock: from the end of the load event to the first prefetch request.
  const delay = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const starts = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).searchParams.has('_rsc'))
      .map((entry) => entry.startTime)
    return Math.min(...starts) - (navigation?.loadEventEnd ?? 0)
  })
  expect(delay).toBeGreaterThanOrEqual(1000)
  expect(delay).toBeLessThan(4000)
  expect(mostInFlight).toBeLessThanOrEqual(4)
  // External menu items (Instagram) are never fetched.
  expect([...requested].every((path) => expected.includes(path))).toBe(true)
  // Prefetches still held by the route above must not outlive the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' })
})

test('the menu prefetch downloads no picture of the pages it fetches: /faq loads no portrait', async ({
  page,
}) => {
  const pictures: string[] = []
  const prefetched = new Set<string>()
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (request.resourceType() === 'image') pictures.push(url.pathname + url.search)
  })
  page.on('requestfinished', (request) => {
    const url = new URL(request.url())
    // The full prefetch, with the page's content, comes after the route tree's (which says so).
    if (isPageData(url) && !('next-router-prefetch' in request.headers()))
      prefetched.add(url.pathname)
  })
  await gotoReady(page, '/faq')
  // The pages whose first screen is pictures: their data has come, full (the pages are dynamic).
  await expect
    .poll(
      () =>
        ['/', '/women', '/men', '/new-faces', '/talent'].filter((path) => !prefetched.has(path)),
      {
        timeout: 15_000,
      },
    )
    .toEqual([])
  await sleep(1_000)
  expect(pictures).toEqual([])
})

test.describe('new builds', () => {
  test('once the hourly check finds a new build, the next navigation loads the page in full', async ({
    page,
  }) => {
    await page.clock.install()
    const checks: string[] = []
    await page.route('**/api/_build', async (route) => {
      checks.push(route.request().url())
      await route.fulfill({ json: { buildId: 'a-newer-build', builtAt: new Date().toISOString() } })
    })
    await gotoReady(page, '/about')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    await page.clock.fastForward('59:00')
    expect(checks).toHaveLength(0)
    await page.clock.fastForward('01:05')
    await expect.poll(() => checks.length).toBe(1)

    const fullLoad = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith('/women'),
    )
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Women', exact: true })
      .click()
    await fullLoad
    await expect(page).toHaveURL('/women')
    await expect(page.locator('html')).toHaveAttribute('data-shell', 'ready')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false)
  })

  test('while the build is the same, navigations stay in the page', async ({ page }) => {
    await page.clock.install()
    const checked = page.waitForResponse('**/api/_build')
    await gotoReady(page, '/about')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))
    await page.clock.fastForward('01:00:00')
    await checked
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Women', exact: true })
      .click()
    // The book may be rendered for the first time here, on a machine busy with other tests.
    await expect(page).toHaveURL('/women', { timeout: 15_000 })
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women')
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
  })
})

test.describe('failed chunk loads', () => {
  const documentLoads = (page: Page) => {
    const loads: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url())
    })
    return loads
  }
  const failChunks = (page: Page) =>
    page.route('**/_next/static/chunks/**', (route) => route.abort('failed'))

  test('reload the page once, not again within 10 s, and log the failed start', async ({
    page,
  }) => {
    const loads = documentLoads(page)
    const logged: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text())
    })
    await failChunks(page)
    await page.goto('/about', { waitUntil: 'commit' })
    await expect.poll(() => loads.length).toBe(2)
    await sleep(3000)
    expect(loads).toHaveLength(2)
    expect(
      logged.filter((text) => text.startsWith('Error while mounting app')).length,
    ).toBeGreaterThan(0)
  })

  for (const [secondsAgo, reloads] of [
    [5, 0],
    [11, 1],
  ] as const) {
    test(`a reload of the same path ${secondsAgo} s ago allows ${reloads} more`, async ({
      page,
    }) => {
      await page.addInitScript((ago) => {
        if (sessionStorage.getItem('test:seeded')) return
        sessionStorage.setItem('test:seeded', '1')
        const reloads = { '/about': Date.now() - ago * 1000 }
        sessionStorage.setItem('roster:chunk-reloads', JSON.stringify(reloads))
      }, secondsAgo)
      const loads = documentLoads(page)
      await failChunks(page)
      await page.goto('/about', { waitUntil: 'commit' })
      await sleep(3000)
      expect(loads).toHaveLength(1 + reloads)
    })
  }
})
