import type { CollectionSlug, Payload, TypedUser } from 'payload'

import { AUDIT_ACTION_LABELS } from '@/cms/audit/audit-actions'
import type { InboxSlug } from '@/cms/inbox/csv-export'

/**
 * What waits for staff: each line counts the records of one inbox in the status that asks for
 * someone to act. A payment stays pending from the payer's checkout until Stripe's webhook says
 * paid or failed (features/payment/status.ts): one pending for long is one to reconcile. A
 * package a client answered stays answered (its `state`) until it expires.
 */
export const WAITING: readonly {
  collection: InboxSlug | 'packages'
  /** The field holding the status; `status` unless named. */
  field?: 'state'
  status: string
  label: string
}[] = [
  { collection: 'submissions', status: 'new', label: 'New applications' },
  { collection: 'messages', status: 'new', label: 'New messages' },
  { collection: 'inquiries', status: 'new', label: 'New inquiries' },
  { collection: 'payments', status: 'pending', label: 'Payments pending' },
  { collection: 'packages', field: 'state', status: 'answered', label: 'Packages answered' },
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
        where: { [line.field ?? 'status']: { equals: line.status } },
        overrideAccess: false,
        user,
      })
      return { ...line, count: totalDocs }
    }),
  )
}

export type Change = {
  /** The audit entry's id: a document changed twice is listed twice. */
  key: number | string
  collection: CollectionSlug
  id: number | string
  kind: string
  title: string
  /** The staff member who made the change, by name. */
  by: string
  /** What they did, as the audit log says it: "Draft saved", "Published". */
  action: string
  at: string
  /** How long ago, in words: "3 minutes ago". */
  ago: string
  /** `draft` when the document's last save is a draft not yet published; null where there are no drafts. */
  status: 'draft' | 'published' | null
}

/**
 * The last changes staff made to pages, books and talents, newest first: who made each and
 * what they did, from the audit log (cms/audit), with each document's title and status as they
 * are now. Deleted documents are left out: there is nothing to link to.
 */
export async function recentChanges({ payload, user, canRead }: Reader): Promise<Change[]> {
  const edited = EDITED.filter(({ collection }) => canRead(collection))
  if (edited.length === 0 || !canRead('audit-log')) return []
  const { docs: entries } = await payload.find({
    collection: 'audit-log',
    where: {
      target: { in: edited.map(({ collection }) => collection) },
      action: { not_equals: 'delete' },
    },
    sort: '-createdAt',
    limit: RECENT_CHANGES,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const documents = new Map<string, { title: string; status: Change['status'] }>()
  await Promise.all(
    edited.map(async ({ collection }) => {
      const ids = entries.filter((entry) => entry.target === collection).map((e) => e.documentId)
      if (ids.length === 0) return
      const { docs } = await payload.find({
        collection,
        where: { id: { in: ids } },
        draft: true,
        depth: 0,
        pagination: false,
        overrideAccess: false,
        user,
      })
      for (const doc of docs) {
        documents.set(`${collection}:${doc.id}`, {
          title: 'name' in doc ? doc.name : doc.title,
          status: '_status' in doc ? (doc._status ?? null) : null,
        })
      }
    }),
  )
  const now = Date.now()
  return entries.flatMap((entry) => {
    const content = edited.find(({ collection }) => collection === entry.target)
    const document = documents.get(`${entry.target}:${entry.documentId}`)
    if (!content || !document || !entry.documentId) return []
    return [
      {
        key: entry.id,
        collection: content.collection,
        id: entry.documentId,
        kind: content.kind,
        title: document.title,
        by: entry.userName || entry.userEmail,
        action: AUDIT_ACTION_LABELS[entry.action],
        at: entry.createdAt,
        ago: ago(entry.createdAt, now),
        status: document.status,
      },
    ]
  })
}
