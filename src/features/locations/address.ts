import type { PublicLocation } from '@/lib/data/agency'

/** An office's postal address as it is written on a page: the street, then city, region and code. */
export function addressLines({ address }: Pick<PublicLocation, 'address'>): [string, string] {
  return [
    address.street,
    [address.city, address.region, address.postalCode].filter(Boolean).join(', '),
  ]
}
