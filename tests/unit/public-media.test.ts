import { beforeEach, describe, expect, it } from 'vitest'

import { forgetPublicMedia, knownPublic, REMEMBERED_MS, rememberPublic } from '@/lib/public-media'

describe('the image proxy’s memory of public media', () => {
  beforeEach(forgetPublicMedia)

  it('knows a name from when it is remembered until REMEMBERED_MS later', () => {
    expect(knownPublic('lena-1.jpg', 0)).toBe(false)
    rememberPublic('lena-1.jpg', 1_000)
    expect(knownPublic('lena-1.jpg', 1_000 + REMEMBERED_MS - 1)).toBe(true)
    expect(knownPublic('lena-1.jpg', 1_000 + REMEMBERED_MS)).toBe(false)
    // Forgotten once past: a later look reads the row again.
    expect(knownPublic('lena-1.jpg', 1_000)).toBe(false)
  })

  it('forgets every name at once', () => {
    rememberPublic('lena-1.jpg', 0)
    rememberPublic('amara-2.jpg', 0)
    forgetPublicMedia()
    expect([knownPublic('lena-1.jpg', 1), knownPublic('amara-2.jpg', 1)]).toEqual([false, false])
  })

  it('keeps at most 10,000 names, forgetting the longest remembered first', () => {
    for (let n = 0; n <= 10_000; n++) rememberPublic(`picture-${n}.jpg`, 0)
    expect(knownPublic('picture-0.jpg', 1)).toBe(false)
    expect(knownPublic('picture-1.jpg', 1)).toBe(true)
    expect(knownPublic('picture-10000.jpg', 1)).toBe(true)
  })
})
