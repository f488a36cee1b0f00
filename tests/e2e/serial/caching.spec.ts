import { expect, test } from '@playwright/test'

import { sqlStatementCount } from '../support/server-log'
import { asStaff } from '../support/staff'

/**
 * Caching and revalidation. These tests count the server's queries and change shared content,
 * so they run alone, in order, after every other test (the `serial` project).
 */
const WITHIN_A_SECOND = { timeout: 1000, intervals: [50] }

// A published page is served without touching the database on repeat visits.
test('repeat visits to pages and the API run no SQL', async ({ request }) => {
  const paths = ['/', '/about', '/women', '/women/amara-okafor', '/api/women', '/api/_settings']
  for (const path of paths) expect((await request.get(path)).status(), path).toBe(200)
  await expect.poll(sqlStatementCount).toBeGreaterThan(0)
  const before = sqlStatementCount()
  for (let round = 0; round < 3; round += 1) {
    for (const path of paths) expect((await request.get(path)).status(), path).toBe(200)
  }
  // Give the log a moment to flush anything a request might have run.
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(sqlStatementCount()).toBe(before)
})

// A change published in the admin is visible on the site and in /api/{path} within a second.

test('publishing a page shows the change at once, on the site and in the API', async ({
  page,
  request,
}) => {
  const created = await asStaff(request, 'POST', '/cms/api/pages', {
    title: 'Casting call',
    slug: 'casting-call',
    _status: 'published',
    blocks: [{ blockType: 'callToAction', heading: 'Open casting on Friday' }],
  })
  await page.goto('/casting-call')
  await expect(page.getByRole('heading', { name: 'Open casting on Friday' })).toBeVisible()

  await asStaff(request, 'PATCH', `/cms/api/pages/${created.doc!.id}`, {
    _status: 'published',
    blocks: [{ blockType: 'callToAction', heading: 'Open casting moved to Saturday' }],
  })
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/casting-call')).json()).data.page.blocks[0].heading,
      WITHIN_A_SECOND,
    )
    .toBe('Open casting moved to Saturday')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Open casting moved to Saturday' })).toBeVisible()
})

test('a draft saved over a published page changes nothing until it is published', async ({
  request,
}) => {
  const created = await asStaff(request, 'POST', '/cms/api/pages', {
    title: 'Draft test',
    slug: 'draft-test',
    _status: 'published',
  })
  await request.get('/api/draft-test')
  await asStaff(request, 'PATCH', `/cms/api/pages/${created.doc!.id}?draft=true`, {
    title: 'Draft test, new title',
  })
  expect((await (await request.get('/api/draft-test')).json()).data.title).toBe('Draft test')
})

test('a book, a talent and a deleted page update at once', async ({ request }) => {
  const book = (await asStaff(request, 'GET', '/cms/api/books?where[slug][equals]=talent'))
    .docs![0]!
  await asStaff(request, 'PATCH', `/cms/api/books/${book.id}`, {
    description: 'Actors and creators, newly curated.',
  })
  await expect
    .poll(
      async () => (await (await request.get('/api/talent')).json()).data.book.description,
      WITHIN_A_SECOND,
    )
    .toBe('Actors and creators, newly curated.')

  const talent = (
    await asStaff(request, 'GET', '/cms/api/talents?where[slug][equals]=grace-whitfield')
  ).docs![0]!
  await asStaff(request, 'PATCH', `/cms/api/talents/${talent.id}`, {
    _status: 'published',
    bio: 'A freshly rewritten biography.',
  })
  await expect
    .poll(
      async () => (await (await request.get('/api/talent/grace-whitfield')).json()).data.talent.bio,
      WITHIN_A_SECOND,
    )
    .toBe('A freshly rewritten biography.')

  const doomed = await asStaff(request, 'POST', '/cms/api/pages', {
    title: 'Short lived',
    slug: 'short-lived',
    _status: 'published',
  })
  expect((await request.get('/api/short-lived')).status()).toBe(200)
  await asStaff(request, 'DELETE', `/cms/api/pages/${doomed.doc!.id}`)
  await expect
    .poll(async () => (await request.get('/api/short-lived')).status(), WITHIN_A_SECOND)
    .toBe(404)
})

test('the menu and the settings update at once', async ({ page, request }) => {
  const navigation = await asStaff(request, 'GET', '/cms/api/globals/navigation')
  const items = navigation.items as { label: string; slug: string }[]
  await asStaff(request, 'POST', '/cms/api/globals/navigation', {
    items: [...items, { label: 'Journal', slug: '/journal' }],
  })
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/about')).json()).data.menu.map(
          (item: { label: string }) => item.label,
        ),
      WITHIN_A_SECOND,
    )
    .toContain('Journal')
  await page.goto('/about')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Journal' }),
  ).toBeVisible()

  await asStaff(request, 'POST', '/cms/api/globals/settings', {
    website: { name: 'Roster Agency' },
  })
  await expect
    .poll(
      async () => (await (await request.get('/api/_settings')).json()).website.name,
      WITHIN_A_SECOND,
    )
    .toBe('Roster Agency')
  await page.goto('/about')
  await expect(page.getByRole('banner').getByRole('link', { name: 'Roster Agency' })).toBeVisible()

  await asStaff(request, 'POST', '/cms/api/globals/navigation', { items })
  await asStaff(request, 'POST', '/cms/api/globals/settings', { website: { name: 'Roster' } })
})

test('reordering a book’s talents in the admin reorders the book at once', async ({ request }) => {
  const book = (await asStaff(request, 'GET', '/cms/api/books?where[slug][equals]=men&depth=0'))
    .docs![0]!
  const order = book.talents as number[]
  await asStaff(request, 'PATCH', `/cms/api/books/${book.id}`, { talents: [...order].reverse() })
  await expect
    .poll(
      async () =>
        (await (await request.get('/api/men')).json()).data.talents.map(
          (t: { id: number }) => t.id,
        ),
      WITHIN_A_SECOND,
    )
    .toEqual([...order].reverse())
  await asStaff(request, 'PATCH', `/cms/api/books/${book.id}`, { talents: order })
})
