import { expect, test, type APIRequestContext } from '@playwright/test'

import { E2E_BASE_URL } from '../support/server-env'
import { asStaff } from '../support/staff'

/**
 * The sitemap follows publishing like the pages do: a draft never appears, a publish shows
 * within a second. It changes shared content, so it runs alone (the `serial` project).
 */
const WITHIN_A_SECOND = { timeout: 1000, intervals: [50] }

const sitemapPaths = async (request: APIRequestContext) =>
  [...(await (await request.get('/sitemap.xml')).text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map(
    (match) => match[1]!.slice(E2E_BASE_URL.length),
  )

test('a draft talent never appears in the sitemap; once published it does within a second', async ({
  request,
}) => {
  const book = (await asStaff(request, 'GET', '/cms/api/books?where[slug][equals]=men&depth=0'))
    .docs![0]!
  const talents = book.talents as number[]
  const location = (await asStaff(request, 'GET', '/cms/api/locations?limit=1&depth=0')).docs![0]!
  const draft = await asStaff(request, 'POST', '/cms/api/talents?draft=true', {
    name: 'Sitemap Newcomer',
    slug: 'sitemap-newcomer',
    location: location.id,
    _status: 'draft',
  })
  const id = draft.doc!.id
  try {
    await asStaff(request, 'PATCH', `/cms/api/books/${book.id}`, { talents: [...talents, id] })
    // The book changed (its page shows at once), the talent is still a draft.
    await expect
      .poll(async () => (await request.get('/api/men')).status(), WITHIN_A_SECOND)
      .toBe(200)
    expect(await sitemapPaths(request)).not.toContain('/men/sitemap-newcomer')
    expect((await request.get('/men/sitemap-newcomer')).status()).toBe(404)

    await asStaff(request, 'PATCH', `/cms/api/talents/${id}`, { _status: 'published' })
    await expect
      .poll(() => sitemapPaths(request), WITHIN_A_SECOND)
      .toContain('/men/sitemap-newcomer')
    const entry = /<url><loc>[^<]*\/men\/sitemap-newcomer<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(
      await (await request.get('/sitemap.xml')).text(),
    )
    expect(Date.now() - Date.parse(entry![1]!)).toBeLessThan(60_000)

    // Unpublished again: gone as fast.
    await asStaff(request, 'PATCH', `/cms/api/talents/${id}`, { _status: 'draft' })
    await expect
      .poll(() => sitemapPaths(request), WITHIN_A_SECOND)
      .not.toContain('/men/sitemap-newcomer')
  } finally {
    await asStaff(request, 'PATCH', `/cms/api/books/${book.id}`, { talents })
    await asStaff(request, 'DELETE', `/cms/api/talents/${id}`)
  }
})
