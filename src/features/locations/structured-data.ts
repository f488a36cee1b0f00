/**
 * schema.org LocalBusiness for one office, built from the CMS record: the address, phone,
 * email, opening hours (days with the same hours share one specification), its contact page
 * and its map. Absolute URLs throughout; fields staff left empty are left out.
 */
import { locationPagePath } from '@/lib/paths'
import type { Location } from '@/payload-types'

import { dayLabel, WEEKDAYS, type HoursEntry } from './opening-hours'

export type BusinessLocation = Pick<
  Location,
  'name' | 'slug' | 'address' | 'phone' | 'email' | 'mapUrl'
> & { readonly hours?: readonly HoursEntry[] | null }

export type BusinessContext = {
  /** The site's name from Settings ("Roster"). */
  readonly siteName: string
  /** The public origin, without a trailing slash. */
  readonly siteUrl: string
  /** The map picture's address on this site, when there is one. */
  readonly imagePath?: string | null
}

export function localBusinessStructuredData(location: BusinessLocation, context: BusinessContext) {
  const url = `${context.siteUrl}${locationPagePath(location.slug, 'contact')}`
  const { address } = location
  return {
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: `${context.siteName} ${location.name}`,
    url,
    telephone: location.phone,
    email: location.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      ...(address.region ? { addressRegion: address.region } : {}),
      ...(address.postalCode ? { postalCode: address.postalCode } : {}),
      ...(address.country ? { addressCountry: address.country } : {}),
    },
    ...openingHours(location.hours ?? []),
    ...(context.imagePath ? { image: `${context.siteUrl}${context.imagePath}` } : {}),
    ...(location.mapUrl ? { hasMap: location.mapUrl } : {}),
  }
}

function openingHours(hours: readonly HoursEntry[]) {
  const byRange = new Map<string, { opens: string; closes: string; days: Set<string> }>()
  for (const { day, opens, closes } of hours) {
    const key = `${opens}-${closes}`
    const range = byRange.get(key) ?? { opens, closes, days: new Set<string>() }
    range.days.add(day)
    byRange.set(key, range)
  }
  if (byRange.size === 0) return {}
  return {
    openingHoursSpecification: [...byRange.values()].map(({ opens, closes, days }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: WEEKDAYS.filter((day) => days.has(day)).map(
        (day) => `https://schema.org/${dayLabel(day)}`,
      ),
      opens,
      closes,
    })),
  }
}
