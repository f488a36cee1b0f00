import { describe, expect, it } from 'vitest'

import { TOWN_CODES } from '@/cms/fields/towns'
import { townPages } from '@/features/towns/town-pages'

describe('townPages: where the header and footer send each town', () => {
  it('points each town to its location’s contact and payment pages, in town order', () => {
    const locations = [
      { name: 'Central', slug: 'central', town: 'CENTRAL' as const },
      { name: 'Los Angeles', slug: 'los-angeles', town: 'LA' as const },
    ]
    expect(townPages(locations, TOWN_CODES)).toEqual([
      {
        town: 'LA',
        name: 'Los Angeles',
        contact: '/los-angeles-contact',
        payment: '/los-angeles-payment',
      },
      {
        town: 'CENTRAL',
        name: 'Central',
        contact: '/central-contact',
        payment: '/central-payment',
      },
    ])
  })

  it('leaves out a town without a location', () => {
    expect(
      townPages([{ name: 'Central', slug: 'central', town: 'CENTRAL' }], TOWN_CODES),
    ).toHaveLength(1)
  })
})
