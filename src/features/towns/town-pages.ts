import { locationPagePath } from '@/lib/paths'

import type { Town } from '@/cms/fields/towns'

export type TownPages = { town: Town; name: string; contact: string; payment: string }

/**
 * Each town's contact and payment pages, which the header and footer point to for the town the
 * visitor chose: `/{location}-contact` and `/{location}-payment` (`/los-angeles-contact`, ...).
 * Ordered as the towns are listed; a town without a location is left out.
 */
export function townPages(
  locations: { name: string; slug: string; town: Town }[],
  order: readonly Town[],
): TownPages[] {
  return order.flatMap((town) => {
    const location = locations.find((candidate) => candidate.town === town)
    if (!location) return []
    return [
      {
        town,
        name: location.name,
        contact: locationPagePath(location.slug, 'contact'),
        payment: locationPagePath(location.slug, 'payment'),
      },
    ]
  })
}
