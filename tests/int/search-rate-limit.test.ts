import { describe, expect, it } from 'vitest'

import { searchRefusal } from '@/features/search/rate-limit'

/** GET /api/_search: 60 searches per client address per minute by default (SEARCH_RATE_LIMIT). */
const search = (peer: string, forwardedFor?: string) =>
  searchRefusal(
    new Request('http://localhost:3000/api/_search?q=ana', {
      headers: {
        'x-roster-peer-address': peer,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
    }),
  )

describe('the search limit', () => {
  it('lets 60 a minute through, then answers 429 with Retry-After, whatever X-Forwarded-For says', async () => {
    for (let attempt = 0; attempt < 60; attempt++)
      expect(await search('203.0.113.60', `192.0.2.${attempt}`)).toBeNull()
    const refused = await search('203.0.113.60', '192.0.2.200')
    expect(refused?.status).toBe(429)
    const retryAfter = Number(refused?.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(await refused?.json()).toEqual({
      statusCode: 429,
      message: 'Too many searches from your address; try again in a minute.',
    })
    expect(await search('203.0.113.61')).toBeNull()
  })
})
