import type { CollectionSlug, Payload, TypedUser } from 'payload'

import type { InboxSlug } from '@/cms/inbox/csv-export'

/**
 * What waits for staff: each line counts the records of one inbox in the status that asks for
 * someone to act. A payment stays pending from the payer's checkout until Stripe's webhook says
 * paid or failed (features/payment/status.ts): one pending for long is one to reconcile.
 */
export const WAITING: readonly { collection: InboxSlug; status: string; label: string }[] = [
  { collection: 'submissions', status: 'new', label: 'New applications' },
  { collection: 'messages', status: 'new', label: 'New messages' },
  { collection: 'inquiries', status: 'new', label: 'New inquiries' },
  { collection: 'payments', status: 'pending', label: 'Payments pending' },
]

/** The content whose last changes the dashboard lists. */
const EDITED = [
  { collection: 'pages', kind: 'Page' },
  { collection: 'books', kind: 'Book' },
  { collection: 'talents', kind: 'Talent' },
] as const

const relativeTime = new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
/** Each larger unit, and how many of the unit before make one. */
const LARGER_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['hour', 60],
  ['day', 24],
  ['week', 7],
]

/** "3 minutes ago", "yesterday", "2 weeks ago": when a change was made, in no time zone. */
function ago(iso: string, now: number): string {
  let value = (Date.parse(iso) - now) / 60_000
  let unit: Intl.RelativeTimeFormatUnit = 'minute'
  for (const [larger, size] of LARGER_UNITS) {
    if (Math.abs(value) < size) break
    value /= size
    unit = larger
  }
  return relativeTime.format(Math.round(value), unit)
}

/** How many last changes the dashboard lists. */
export const RECENT_CHANGES = 8

type Reader = {
  payload: Payload
  user: TypedUser | null | undefined
  canRead: (slug: string) => boolean
}

export type WaitingCount = (typeof WAITING)[number] & { count: number }

/** The counts of what waits, each read with the staff member's own access (none they cannot read). */
export async function waitingCounts({ payload, user, canRead }: Reader): Promise<WaitingCount[]> {
  const readable = WAITING.filter(({ collection }) => canRead(collection))
  return Promise.all(
    readable.map(async (line) => {
      const { totalDocs } = await payload.count({
        collection: line.collection,
        where: { status: { equals: line.status } },
        overrideAccess: false,
        user,
      })
      return { ...line, count: totalDocs }
    }),
  )
}

export type Change = {
  collection: CollectionSlug
  id: number | string
  kind: string
  title: string
  updatedAt: string
  /** How long ago, in words: "3 minutes ago". */
  ago: string
  /** `draft` when the last save is a draft not yet published; null where there are no drafts. */
  status: 'draft' | 'published' | null
}

/**
 * The last saves of pages, books and talents, drafts included, newest first. Payload's versions
 * do not record who saved them, so neither can this list; it says when.
 */
export async function recentChanges({ payload, user, canRead }: Reader): Promise<Change[]> {
  const now = Date.now()
  const lists = await Promise.all(
    EDITED.filter(({ collection }) => canRead(collection)).map(async ({ collection, kind }) => {
      const { docs } = await payload.find({
        collection,
        sort: '-updatedAt',
        limit: RECENT_CHANGES,
        depth: 0,
        draft: true,
        overrideAccess: false,
        user,
      })
      return docs.map((doc): Change => ({
        collection,
        id: doc.id,
        kind,
        title: 'name' in doc ? doc.name : doc.title,
        updatedAt: doc.updatedAt,
        ago: ago(doc.updatedAt, now),
        status: '_status' in doc ? (doc._status ?? null) : null,
      }))
    }),
  )
  return lists
    .flat()
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt))
    .slice(0, RECENT_CHANGES)
}
