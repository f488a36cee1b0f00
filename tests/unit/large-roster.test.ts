import { describe, expect, it } from 'vitest'

import { largeRoster, PICTURE_POOL } from '@/seed/large-roster'
import { SEED_TALENTS } from '@/seed/talents'

describe('the generated large roster', () => {
  const thousand = largeRoster(0, 1000)

  it('is the same for the same index, however many are asked for and from where', () => {
    expect(largeRoster(0, 1000)).toEqual(thousand)
    expect(largeRoster(600, 400)).toEqual(thousand.slice(600))
  })

  it('names no two talents alike, nor like a demo talent', () => {
    const names = largeRoster(0, 12_000).map((talent) => talent.name)
    expect(new Set(names).size).toBe(names.length)
    const demo = new Set(SEED_TALENTS.map((talent) => talent.name))
    expect(names.filter((name) => demo.has(name))).toEqual([])
  })

  it('spreads them across the books and both offices as a real agency is', () => {
    const share = (match: (talent: (typeof thousand)[number]) => boolean) =>
      thousand.filter(match).length / thousand.length
    expect(share((talent) => talent.book === 'women')).toBeCloseTo(0.45, 1)
    expect(share((talent) => talent.book === 'men')).toBeCloseTo(0.4, 1)
    expect(share((talent) => talent.book === 'new-faces')).toBeCloseTo(0.15, 1)
    expect(share((talent) => talent.town === 'LA')).toBeCloseTo(0.5, 1)
  })

  it('gives each 4 to 8 pictures of the pool', () => {
    for (const talent of thousand) {
      expect(talent.pictures.length).toBeGreaterThanOrEqual(4)
      expect(talent.pictures.length).toBeLessThanOrEqual(8)
      for (const picture of talent.pictures) expect(picture).toBeLessThan(PICTURE_POOL)
    }
  })
})
