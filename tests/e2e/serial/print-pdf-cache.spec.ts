import { expect, test } from '@playwright/test'

import { asStaff } from '../support/staff'

/**
 * The print PDF took seconds of CPU on every request. It is made once per talent and kept until
 * something it shows is published: the same bytes again (a fresh rendering would carry a new
 * creation time), new bytes after the talent changes.
 */
const PDF = '/print/women/amara-okafor/pdf'

test('a talent’s PDF is rendered once, and again after the talent is published', async ({
  request,
}) => {
  const first = await request.get(PDF)
  expect(first.status()).toBe(200)
  expect(first.headers()['content-type']).toBe('application/pdf')
  const bytes = await first.body()
  // A PDF's creation time counts seconds: a second rendering would differ from the first.
  await new Promise((resolve) => setTimeout(resolve, 1200))
  const burst = await Promise.all(Array.from({ length: 5 }, () => request.get(PDF)))
  for (const again of burst) expect(Buffer.compare(await again.body(), bytes)).toBe(0)

  const { docs } = await asStaff(
    request,
    'GET',
    '/cms/api/talents?where[slug][equals]=amara-okafor',
  )
  const talent = docs![0]!
  await asStaff(request, 'PATCH', `/cms/api/talents/${talent.id}`, {
    bio: 'Published again for the print test.',
    _status: 'published',
  })
  try {
    const after = await request.get(PDF)
    expect(after.status()).toBe(200)
    expect(Buffer.compare(await after.body(), bytes)).not.toBe(0)
  } finally {
    await asStaff(request, 'PATCH', `/cms/api/talents/${talent.id}`, {
      bio: talent.bio,
      _status: 'published',
    })
  }
})
