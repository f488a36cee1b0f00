import { expect, test, type Browser, type Page } from '@playwright/test'

import { gotoReady } from './support/shell'
import { asStaff, staffHeaders } from './support/staff'

/**
 * The video banner with a real video: a short WebM recorded in the browser from a canvas, uploaded
 * as media and placed on a page of its own (the seed has no video).
 */

// One worker sets the page up once and runs the tests in order.
test.describe.configure({ mode: 'serial' })

const PAGE = '/video-banner-check'
const HEADING = 'Moving pictures'

async function recordWebm(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage()
  const base64 = await page.evaluate(async () => {
    const canvas = Object.assign(document.createElement('canvas'), { width: 160, height: 90 })
    const context = canvas.getContext('2d')!
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' })
    const chunks: Blob[] = []
    recorder.ondataavailable = (event) => chunks.push(event.data)
    const stopped = new Promise((resolve) => (recorder.onstop = resolve))
    recorder.start()
    for (let frame = 0; frame < 25; frame += 1) {
      context.fillStyle = `hsl(${frame * 14} 40% 40%)`
      context.fillRect(0, 0, 160, 90)
      await new Promise((resolve) => setTimeout(resolve, 40))
    }
    recorder.stop()
    await stopped
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer())
    let binary = ''
    for (const byte of bytes) binary += String.fromCharCode(byte)
    return btoa(binary)
  })
  await page.close()
  return Buffer.from(base64, 'base64')
}

test.beforeAll(async ({ browser, request }) => {
  // Asked of Payload itself: the site's data cache can outlive the test database.
  const existing = await asStaff(
    request,
    'GET',
    `/cms/api/pages?where[slug][equals]=${PAGE.slice(1)}`,
  )
  if (existing.docs?.length) return
  // A multipart body sets its own Content-Type: keep only the staff authorisation.
  const { 'Content-Type': _json, ...authorisation } = staffHeaders()
  const upload = await request.post('/cms/api/media', {
    headers: authorisation,
    multipart: {
      file: { name: 'banner-loop.webm', mimeType: 'video/webm', buffer: await recordWebm(browser) },
      _payload: JSON.stringify({ alt: 'Colours shifting' }),
    },
  })
  expect(upload.status(), await upload.text()).toBe(201)
  const video = (await upload.json()).doc
  const posters = await asStaff(
    request,
    'GET',
    '/cms/api/media?where[filename][equals]=home-banner.jpg&limit=1',
  )
  await asStaff(request, 'POST', '/cms/api/pages', {
    title: 'Video banner check',
    slug: PAGE.slice(1),
    layout: 'default',
    _status: 'published',
    blocks: [
      {
        blockType: 'videoBanner',
        heading: HEADING,
        video: video.id,
        poster: posters.docs![0]!.id,
        link: { label: 'See the men', url: '/men' },
      },
    ],
  })
})

const banner = (page: Page) => page.getByRole('region', { name: HEADING })

test('the server sends the poster only; the video joins after load, muted, inline and playing', async ({
  page,
  request,
}) => {
  const html = await (await request.get(PAGE)).text()
  expect(html).toMatch(/<img[^>]+alt="Three models in a warm studio light"/)
  expect(html).toMatch(/<img[^>]+fetchpriority="high"/i)
  expect(html).not.toContain('<video')

  await gotoReady(page, PAGE)
  const video = banner(page).locator('video')
  await expect(video).toHaveCount(1)
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => !element.paused && element.currentTime > 0),
    )
    .toBe(true)
  expect(
    await video.evaluate((element: HTMLVideoElement) => ({
      muted: element.muted,
      inline: element.playsInline,
      loop: element.loop,
    })),
  ).toEqual({ muted: true, inline: true, loop: true })
  // The largest contentful paint is the poster, which the video never delays.
  const lcp = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element })[]
          resolve(entries.at(-1)?.element?.tagName ?? '')
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  )
  expect(lcp).toBe('IMG')
})

test('closing the banner removes the picture, keeps the heading, and lasts until the next visit', async ({
  page,
  browser,
}) => {
  await gotoReady(page, PAGE)
  const region = banner(page)
  await expect(region.locator('video')).toHaveCount(1)
  await region.getByRole('button', { name: 'Close video banner' }).click()
  await expect(region.locator('video')).toHaveCount(0)
  await expect(region.getByRole('img')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING)

  // Closed while the visit goes on (videoBannerOpen)...
  await region.getByRole('link', { name: 'See the men' }).click()
  await expect(page).toHaveURL('/men')
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING)
  await expect(banner(page).getByRole('button', { name: 'Close video banner' })).toHaveCount(0)
  // ...a reload included, closed from the first paint (the picture is never shown)...
  await page.reload({ waitUntil: 'commit' })
  await expect(page.locator('html')).toHaveAttribute('data-video-banner', 'closed')
  await expect(banner(page).getByRole('img')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING)
  await gotoReady(page, PAGE)
  await expect(banner(page).getByRole('img')).toHaveCount(0)
  // ...and open again on the next visit.
  const nextVisit = await browser.newPage()
  await gotoReady(nextVisit, PAGE)
  await expect(banner(nextVisit).getByRole('button', { name: 'Close video banner' })).toBeVisible()
  await expect(banner(nextVisit).getByRole('img')).toBeVisible()
  await nextVisit.close()
})

test('a banner without a video has nothing to close', async ({ page }) => {
  // The demo's home page: its banner has a poster and no video.
  await gotoReady(page, '/')
  const region = page.getByRole('region', { name: 'Faces for the season ahead' })
  await expect(region.getByRole('img')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Close video banner' })).toHaveCount(0)
})

test('under prefers-reduced-motion the poster stays and no video plays', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await gotoReady(page, PAGE)
  await page.waitForLoadState('load')
  await expect(
    banner(page).getByRole('img', { name: 'Three models in a warm studio light' }),
  ).toBeVisible()
  await page.waitForTimeout(500)
  await expect(banner(page).locator('video')).toHaveCount(0)
  // Turning motion back on brings the video.
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await expect(banner(page).locator('video')).toHaveCount(1)
})
