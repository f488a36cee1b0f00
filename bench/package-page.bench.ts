import { gzipSync } from 'node:zlib'

import { test } from '@playwright/test'

import { sendLink } from '../tests/e2e/support/packages'
import { asStaff, draftPreviewHeaders } from '../tests/e2e/support/staff'
import { runContext, writeSection } from './report'

/**
 * The client page of a 30-talent package (issue 32), behind docs/benchmarks.md ("A package's
 * client page"), part of `npm run bench`:
 *
 *   npx playwright test --config bench/playwright.config.ts bench/package-page.bench.ts
 *
 * A package of 30 talents, four pictures each, is made and sent through the admin's REST API;
 * its link's page (`/p/{token}`, private and never kept by the page cache: every visit renders)
 * is asked for RENDERS times, one after another, and timed to its last byte. A talent page,
 * which the page cache answers, is asked as often beside it, and its first render is the
 * comparison for the package's. Then, in a fresh browser context, the JavaScript the package
 * page loads before it is idle is summed, gzipped at zlib's default level as a server sends it.
 */

const TALENTS = 30
const PICTURES_EACH = 4
const RENDERS = 15
const TALENT_PAGE = '/women/lena-vogel'

type Doc = { id: number; name?: string; portfolio?: { image: number }[]; location?: number }

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN
}
const ms = (value: number) => `${Math.round(value)} ms`

test('a package’s client page: render time and first-load JavaScript', async ({
  request,
  browser,
}) => {
  test.setTimeout(300_000)
  // The demo's talents with their pictures, and as many more drafts as make 30, with the same.
  const { docs } = (await asStaff(
    request,
    'GET',
    '/cms/api/talents?limit=100&depth=0&draft=true',
  )) as {
    docs: Doc[]
  }
  const pictured = docs.filter((talent) => (talent.portfolio?.length ?? 0) >= PICTURES_EACH)
  const talents = pictured.slice(0, TALENTS)
  for (let extra = talents.length; extra < TALENTS; extra++) {
    const like = pictured[extra % pictured.length]!
    const { doc } = await asStaff(request, 'POST', '/cms/api/talents?draft=true', {
      name: `Package Bench ${extra} ${Date.now()}`,
      location: like.location,
      portfolio: like.portfolio!.slice(0, PICTURES_EACH).map(({ image }) => ({ image })),
      _status: 'draft',
    })
    talents.push(doc as Doc)
  }
  const { doc: pkg } = await asStaff(request, 'POST', '/cms/api/packages', {
    title: `Thirty faces ${Date.now()}`,
    location: talents[0]!.location,
    client: { name: 'Bench Client', company: 'Bench Studio' },
    talents: talents.map((talent) => ({
      talent: talent.id,
      pictures: talent.portfolio!.slice(0, PICTURES_EACH).map(({ image }) => image),
    })),
  })
  const { token } = await sendLink(request, pkg!.id, `bench-${Date.now()}@client.test`)
  const packagePage = `/p/${token}`

  const timed = async (path: string, headers?: Record<string, string>) => {
    const started = performance.now()
    const answer = await request.get(path, { headers })
    await answer.body()
    if (answer.status() !== 200) throw new Error(`${path} answered ${answer.status()}`)
    return { ms: performance.now() - started, cache: answer.headers()['x-roster-cache'] }
  }
  const packageTimes: number[] = []
  const talentTimes: number[] = []
  for (let round = 0; round < RENDERS; round++) {
    for (const [path, times, headers] of [
      [packagePage, packageTimes, undefined],
      [TALENT_PAGE, talentTimes, draftPreviewHeaders()],
    ] as const) {
      const { ms: taken, cache } = await timed(path, headers)
      if (cache) throw new Error(`${path} came from the page cache (${cache}): not a render`)
      times.push(taken)
    }
  }

  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url())
  })
  await page.goto(packagePage)
  await page.waitForLoadState('networkidle')
  let firstLoadJs = 0
  for (const url of scripts)
    firstLoadJs += gzipSync(await (await page.request.get(url)).body()).length
  const html = gzipSync(Buffer.from(await page.content())).length
  await context.close()

  const section = [
    ...runContext(
      'npx playwright test --config bench/playwright.config.ts bench/package-page.bench.ts',
    ),
    `- The end-to-end server (one instance on SQLite, the demo seeded), asked from the same machine. A package of ${TALENTS} talents with ${PICTURES_EACH} pictures each; ${RENDERS} requests of its client page, one after another, each timed to its last byte. The page is private and never kept: each is a render. A talent page beside it, in a draft preview, which renders every time too.`,
    '',
    '| page | median | p90 | slowest |',
    '|---|---|---|---|',
    `| package client page, ${TALENTS} talents (a render each time) | ${ms(percentile(packageTimes, 50))} | ${ms(percentile(packageTimes, 90))} | ${ms(Math.max(...packageTimes))} |`,
    `| talent page, draft preview (a render each time) | ${ms(percentile(talentTimes, 50))} | ${ms(percentile(talentTimes, 90))} | ${ms(Math.max(...talentTimes))} |`,
    '',
    `First-load JavaScript of the package page: ${(firstLoadJs / 1024).toFixed(1)} KB gzipped in ${scripts.length} files (React and Next included); its HTML: ${(html / 1024).toFixed(1)} KB gzipped.`,
  ].join('\n')
  await writeSection('A package’s client page', section)
  console.log(section)
})
