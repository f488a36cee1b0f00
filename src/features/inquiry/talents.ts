/**
 * The talents an inquiry names, as the site shows them: published, in a book (each under the
 * first book in the visitors' order), in the client's order. Read with visitor access, so a
 * draft or an unpublished talent is dropped, whatever the browser kept.
 */
import type { Payload } from 'payload'

import { talentPath } from '@/lib/paths'

export type InquiryTalent = {
  readonly id: number
  readonly name: string
  readonly path: string
  readonly locationId: number | null
}

export async function inquiryTalents(
  payload: Payload,
  slugs: readonly string[],
): Promise<InquiryTalent[]> {
  if (slugs.length === 0) return []
  const { docs: talents } = await payload.find({
    collection: 'talents',
    where: { slug: { in: slugs } },
    select: { name: true, slug: true, location: true },
    depth: 0,
    limit: slugs.length,
    pagination: false,
    overrideAccess: false,
  })
  const { docs: books } = await payload.find({
    collection: 'books',
    where: { talents: { in: talents.map((talent) => talent.id) } },
    select: { slug: true, talents: true },
    sort: 'order',
    depth: 0,
    limit: 100,
    pagination: false,
    overrideAccess: false,
  })
  const bookOf = (id: number) =>
    books.find((book) =>
      (book.talents ?? []).some(
        (talent) => (typeof talent === 'object' ? talent.id : talent) === id,
      ),
    )
  return slugs.flatMap((slug) => {
    const talent = talents.find((candidate) => candidate.slug === slug)
    const book = talent && bookOf(talent.id)
    if (!talent || !book) return []
    const location = talent.location
    return [
      {
        id: talent.id,
        name: talent.name,
        path: talentPath(book.slug, talent.slug),
        locationId: typeof location === 'object' ? location.id : location,
      },
    ]
  })
}

/** The office most of the talents belong to (the first of them on a tie), or null. */
export function mostTalentsOffice(talents: readonly InquiryTalent[]): number | null {
  const counts = new Map<number, number>()
  for (const { locationId } of talents) {
    if (locationId !== null) counts.set(locationId, (counts.get(locationId) ?? 0) + 1)
  }
  let best: number | null = null
  for (const [id, count] of counts) if (best === null || count > counts.get(best)!) best = id
  return best
}
