import { describe, expect, it } from 'vitest'

import { rateLimitKey } from '@/lib/http/client-address'

describe('rateLimitKey (RATE_LIMIT_IPV6_PREFIX)', () => {
  it('counts every address of one IPv6 /64 as one client', () => {
    const keys = new Set(
      ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2:abcd::9'].map(
        (address) => rateLimitKey(address, 64),
      ),
    )
    expect([...keys]).toEqual(['2001:db8:1:2::/64'])
    expect(rateLimitKey('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64')
  })

  it('honours another prefix length, down to whole addresses', () => {
    expect(rateLimitKey('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48')
    expect(rateLimitKey('2001:db8:1:2::1', 56)).toBe('2001:db8:1::/56')
    expect(rateLimitKey('2001:db8:1:2::1', 128)).toBe('2001:db8:1:2::1/128')
  })

  it('keeps IPv4 (and IPv4-mapped IPv6) addresses whole', () => {
    expect(rateLimitKey('198.51.100.7', 64)).toBe('198.51.100.7')
    expect(rateLimitKey('::ffff:198.51.100.7', 64)).toBe('198.51.100.7')
    expect(rateLimitKey('unknown', 64)).toBe('unknown')
  })

  it('uses /64 by default', () => {
    expect(rateLimitKey('2001:db8:1:2::1')).toBe(rateLimitKey('2001:db8:1:2::2'))
  })
})
