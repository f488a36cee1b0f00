import { expect, test } from '@playwright/test'

import { E2E_BASE_URL } from './support/server-env'
import { serverLog } from './support/server-log'
import { asStaff, staffHeaders } from './support/staff'

/**
 * Payload's REST API (/cms/api) is the admin's: anonymous callers read nothing through it, and
 * read the site's own /api/{path} instead (docs/decisions/0027-anonymous-payload-rest.md).
 */

test('anonymous readers get no content, drafts or not, however they ask', async ({ request }) => {
  const location = (await asStaff(request, 'GET', '/cms/api/locations?limit=1')).docs![0]!
  const draft = await asStaff(request, 'POST', '/cms/api/talents?draft=true', {
    name: 'Unpublished Newcomer',
    slug: 'unpublished-newcomer',
    location: location.id,
    _status: 'draft',
  })
  for (const path of [
    '/cms/api/talents?limit=100&depth=3&locale=all',
    '/cms/api/talents?draft=true&limit=100&where[slug][equals]=unpublished-newcomer',
    `/cms/api/talents/${draft.doc!.id}?draft=true`,
    '/cms/api/globals/settings',
    '/cms/api/access',
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(403)
    expect(await response.text(), path).not.toContain('Newcomer')
  }
  for (const path of ['/cms/api/talents/access', '/cms/api/globals/settings/access']) {
    const map = await request.post(path, { headers: { origin: E2E_BASE_URL }, data: {} })
    expect(map.status(), path).toBe(403)
  }
  expect((await request.get('/api/women/unpublished-newcomer')).status()).toBe(404)
})

/** Words of the refusal's message (src/cms/hooks/staff-only-rest.ts, STAFF_ONLY_MESSAGE). */
const REFUSAL = 'REST API is for staff'

test('their refusals are one line in the log, never an error with a stack', async ({ request }) => {
  const errors = () =>
    serverLog()
      .split('\n')
      .filter((line) => /\bERROR\b/.test(line) && line.includes(REFUSAL)).length
  const before = errors()
  for (const path of ['/cms/api/talents', '/cms/api/globals/settings', '/cms/api/media?limit=1'])
    expect((await request.get(path)).status(), path).toBe(403)
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(errors()).toBe(before)
  expect(serverLog()).toContain(REFUSAL)
})

test('the public API and the media files the site shows stay open to them', async ({ request }) => {
  const { data } = await (await request.get('/api/women')).json()
  expect(data.talents.length).toBeGreaterThan(0)
  for (const talent of data.talents) {
    expect(talent).not.toHaveProperty('internalNotes')
    expect(talent).not.toHaveProperty('privateContact')
  }
  // A picture no published content shows is staff's (docs/decisions/0047).
  const media = await asStaff(
    request,
    'GET',
    '/cms/api/media?limit=1&depth=0&where[shown][equals]=true',
  )
  const file = await request.get(`/cms/api/media/file/${String(media.docs![0]!.filename)}`)
  expect(file.status()).toBe(200)
})

for (const collection of [
  'submissions',
  'submission-photos',
  'messages',
  'inquiries',
  'payments',
  'users',
]) {
  test(`the ${collection} inbox is closed to anonymous readers`, async ({ request }) => {
    const response = await request.get(`/cms/api/${collection}`)
    expect(response.status()).toBe(403)
  })
}

test('anonymous writes are refused', async ({ request }) => {
  expect((await request.post('/cms/api/books', { data: { title: 'X', slug: 'x' } })).status()).toBe(
    403,
  )
  expect(
    (
      await request.post('/cms/api/globals/settings', { data: { website: { name: 'X' } } })
    ).status(),
  ).toBe(403)
})

test('the REST API refuses a reserved slug', async ({ request }) => {
  const response = await request.post('/cms/api/books', {
    headers: staffHeaders(),
    data: { title: 'FAQ book', slug: 'faq' },
  })
  expect(response.status()).toBe(400)
  const { errors } = await response.json()
  expect(errors[0].data.errors).toEqual([
    expect.objectContaining({
      path: 'slug',
      message:
        'The slug "faq" is reserved for the fixed page /faq. Choose another name for the book.',
    }),
  ])
})

test('GraphQL is off', async ({ request }) => {
  expect(
    (await request.post('/cms/api/graphql', { data: { query: '{ __typename }' } })).status(),
  ).toBe(404)
})
