import { describe, expect, it } from 'vitest'

import { MAX_SHORTLIST } from '@/features/shortlist/constants'
import { talentNames } from '@/features/shortlist/names'
import { merge, move, parseShortlist, sharePath, toggle } from '@/features/shortlist/shortlist'
import { en } from '@/lib/i18n/messages/en'

describe('the shortlist', () => {
  it('adds, removes, and refuses the 51st talent', () => {
    expect(toggle([], 'ada')).toEqual({ list: ['ada'], outcome: 'added' })
    expect(toggle(['ada', 'bea'], 'ada')).toEqual({ list: ['bea'], outcome: 'removed' })
    const full = Array.from({ length: MAX_SHORTLIST }, (_, index) => `t-${index}`)
    expect(toggle(full, 'one-more')).toEqual({ list: full, outcome: 'full' })
    expect(toggle(full, 't-3').outcome).toBe('removed')
  })

  it('moves a talent, clamped to the list', () => {
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c'])
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b'])
    expect(move(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b'])
    expect(move(['a', 'b', 'c'], 5, 0)).toEqual(['a', 'b', 'c'])
  })

  it('merges a shared list: new talents only, up to the limit', () => {
    expect(merge(['a'], ['b', 'a', 'c'])).toEqual({ list: ['a', 'b', 'c'], added: 2 })
    const nearlyFull = Array.from({ length: MAX_SHORTLIST - 1 }, (_, index) => `t-${index}`)
    expect(merge(nearlyFull, ['x', 'y']).added).toBe(1)
  })

  it('reads only valid slugs, once each, at most 50, from storage or a link', () => {
    expect(parseShortlist('ada-stone,bea, ,Bad_Slug,../x,ada-stone')).toEqual(['ada-stone', 'bea'])
    expect(parseShortlist(['ada', 3, null, 'bea'])).toEqual(['ada', 'bea'])
    expect(parseShortlist({ slug: 'ada' })).toEqual([])
    const many = Array.from({ length: 60 }, (_, index) => `t-${index}`).join(',')
    expect(parseShortlist(many)).toHaveLength(MAX_SHORTLIST)
  })

  it('shares the talents’ slugs and nothing else', () => {
    expect(sharePath(['ada-stone', 'bea-marsh'])).toBe('/shortlist/ada-stone,bea-marsh')
  })

  it('names the talents for a link preview, briefly', () => {
    const named = (...names: string[]) => names.map((name) => ({ name }))
    const words = en.shortlist
    expect(talentNames(named('Ada'), 3, words)).toBe('Ada')
    expect(talentNames(named('Ada', 'Bea', 'Cleo'), 3, words)).toBe('Ada, Bea and Cleo')
    expect(talentNames(named('Ada', 'Bea', 'Cleo', 'Dee', 'Eve'), 3, words)).toBe(
      'Ada, Bea, Cleo and 2 more',
    )
  })
})
