import { describe, expect, it } from 'vitest'

import { mayTrack, shouldAsk } from '@/features/analytics/consent'

describe('analytics consent', () => {
  it('tracks only after an explicit yes, and never under Global Privacy Control', () => {
    expect(mayTrack(null, false)).toBe(false)
    expect(mayTrack('denied', false)).toBe(false)
    expect(mayTrack('granted', false)).toBe(true)
    expect(mayTrack('granted', true)).toBe(false)
  })

  it('asks until the visitor answers, and not at all when GPC has answered for them', () => {
    expect(shouldAsk(null, false)).toBe(true)
    expect(shouldAsk('granted', false)).toBe(false)
    expect(shouldAsk('denied', false)).toBe(false)
    expect(shouldAsk(null, true)).toBe(false)
  })
})
