import 'server-only'

import type { Locale } from '@/lib/i18n/locales'
import type { Talent, User } from '@/payload-types'

import { asPublicMedia } from './media'
import { inLanguage, payloadClient, publicPopulate } from './payload'
import type { PublicLocationRef, TalentCard } from './types'

/** Whose view a read is, as Payload's query options: a visitor's (none), or a draft preview's. */
export type ReadAccess = { draft?: boolean; user?: User }

export function asLocation(value: Talent['location'] | null | undefined): PublicLocationRef | null {
  if (!value || typeof value !== 'object') return null
  return { id: value.id, name: value.name, slug: value.slug, town: value.town }
}

/**
 * The cards of those of the talents `ids` the reader may see, in one language, by id, each with
 * when the talent last changed. One query however many: a book's cards, or the talent index's.
 */
export async function readTalentCards(
  locale: Locale,
  ids: readonly number[],
  access: ReadAccess = {},
): Promise<Map<number, { card: TalentCard; updatedAt: string }>> {
  if (ids.length === 0) return new Map()
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'talents',
    where: { id: { in: ids } },
    pagination: false,
    depth: 1,
    overrideAccess: false,
    ...inLanguage(locale),
    ...access,
    select: {
      name: true,
      slug: true,
      inTown: true,
      measurements: true,
      location: true,
      cardImages: true,
      portfolio: true,
      updatedAt: true,
    },
    populate: publicPopulate,
  })
  return new Map(
    docs.map((talent) => [
      talent.id,
      {
        card: {
          id: talent.id,
          name: talent.name,
          slug: talent.slug,
          inTown: talent.inTown ?? null,
          measurements: talent.measurements,
          location: asLocation(talent.location),
          image:
            asPublicMedia(talent.cardImages?.[0]) ?? asPublicMedia(talent.portfolio?.[0]?.image),
        },
        updatedAt: talent.updatedAt,
      },
    ]),
  )
}
