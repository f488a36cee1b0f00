import { describe, expect, it } from 'vitest'

import { isSameOriginRequest } from '@/lib/http/same-origin'

const SITE = 'https://roster.example'
const check = (headers: Record<string, string>, site = SITE) =>
  isSameOriginRequest(new Headers(headers), site)

describe('isSameOriginRequest', () => {
  it('accepts a post whose Origin is the site, or that the browser calls same-origin', () => {
    expect(check({ origin: 'https://roster.example' })).toBe(true)
    expect(check({ 'sec-fetch-site': 'same-origin' })).toBe(true)
    expect(check({ origin: 'https://roster.example', 'sec-fetch-site': 'same-origin' })).toBe(true)
    // SITE_URL may carry a path or a trailing slash; the origin is what counts.
    expect(check({ origin: 'http://localhost:3000' }, 'http://localhost:3000/')).toBe(true)
  })

  it('refuses a foreign Origin, Origin: null, and lookalikes', () => {
    for (const origin of [
      'https://evil.test',
      'null',
      'https://roster.example.evil.test',
      'http://roster.example',
      'https://roster.example:8443',
      'https://shop.roster.example',
      '',
    ]) {
      expect(check({ origin }), origin).toBe(false)
      expect(check({ origin, 'sec-fetch-site': 'same-origin' }), origin).toBe(false)
    }
  })

  it('refuses what the browser calls cross-site, same-site or a direct visit', () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect(check({ 'sec-fetch-site': site }), site).toBe(false)
      expect(check({ origin: 'https://roster.example', 'sec-fetch-site': site }), site).toBe(false)
    }
  })

  it('refuses a request that names neither its origin nor its site', () => {
    expect(check({})).toBe(false)
    expect(check({ referer: 'https://roster.example/submit' })).toBe(false)
  })
})
