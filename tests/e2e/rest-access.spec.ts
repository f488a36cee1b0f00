import { expect, test } from '@playwright/test'

import { asStaff, staffHeaders } from './support/staff'

/** Payload's REST API (/cms/api) gives anonymous visitors published content only. */

test('anonymous readers never see drafts, even when asking for them', async ({ request }) => {
  const location = (await asStaff(request, 'GET', '/cms/api/locations?limit=1')).docs![0]!
  const draft = await asStaff(request, 'POST', '/cms/api/talents?draft=true', {
    name: 'Unpublished Newcomer',
    slug: 'unpublished-newcomer',
    location: location.id,
    _status: 'draft',
  })
  const anonymous = await request.get(
    '/cms/api/talents?draft=true&limit=100&where[slug][equals]=unpublished-newcomer',
  )
  expect(anonymous.status()).toBe(200)
  expect((await anonymous.json()).docs).toEqual([])
  const byId = await request.get(`/cms/api/talents/${draft.doc!.id}?draft=true`)
  expect(byId.status()).toBe(404)
  expect((await request.get('/api/women/unpublished-newcomer')).status()).toBe(404)
})

test('anonymous readers never see staff-only fields', async ({ request }) => {
  const response = await request.get('/cms/api/talents?limit=5')
  expect(response.status()).toBe(200)
  const { docs } = await response.json()
  expect(docs.length).toBeGreaterThan(0)
  for (const talent of docs) {
    expect(talent).not.toHaveProperty('internalNotes')
    expect(talent).not.toHaveProperty('privateContact')
  }
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
