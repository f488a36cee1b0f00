import { describe, expect, it } from 'vitest'

import { packageLinkToken } from '@/features/packages/link-gate'

describe('packageLinkToken', () => {
  it('finds the token of a link in any language', () => {
    expect(packageLinkToken('/p/abc_-9')).toBe('abc_-9')
    expect(packageLinkToken('/es/p/abc_-9')).toBe('abc_-9')
  })

  it('reads the path as Next routes it: an escaped spelling passes the same gate', () => {
    expect(packageLinkToken('/%70/abc')).toBe('abc')
    expect(packageLinkToken('/es/%70/abc')).toBe('abc')
  })

  it('is undefined for any other path', () => {
    for (const path of ['/p', '/p/', '/p/abc/more', '/women/p', '/xx/p/abc', '/%E0%A4%A/p/abc'])
      expect(packageLinkToken(path), path).toBeUndefined()
  })
})
