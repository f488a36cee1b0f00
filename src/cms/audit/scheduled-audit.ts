import type { CollectionAfterChangeHook, CollectionConfig, CollectionSlug } from 'payload'

import { recordAuditEntry } from './audit-trail'

type ScheduleInput = {
  type?: string
  doc?: { relationTo: CollectionSlug; value: number | string }
  global?: string
}

/** "2026-11-28 10:00 UTC": when a scheduled publish or unpublish runs, to the minute. */
const minuteUtc = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`

/**
 * A publish or unpublish a staff member schedules is logged when it is queued (Payload queues a
 * `schedulePublish` job), naming the document and the time; the publish itself is logged again
 * when it runs, under the same staff member.
 */
const logSchedule: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.taskSlug !== 'schedulePublish') return doc
  const input = (doc.input ?? {}) as ScheduleInput
  const what = `${input.type === 'unpublish' ? 'Unpublish' : 'Publish'} at ${minuteUtc(String(doc.waitUntil))}`
  if (input.doc) {
    const { relationTo, value } = input.doc
    const collection = req.payload.collections[relationTo].config
    const titleField = collection.admin?.useAsTitle
    const target = await req.payload.findByID({
      collection: relationTo,
      id: value,
      draft: true,
      depth: 0,
      req,
    })
    const title = titleField
      ? (target as unknown as Record<string, unknown>)[titleField]
      : undefined
    await recordAuditEntry(req, {
      action: 'schedule',
      target: relationTo,
      documentId: value,
      title: typeof title === 'string' ? title : `#${String(value)}`,
      changedFields: [what],
    })
  } else if (input.global) {
    await recordAuditEntry(req, {
      action: 'schedule',
      target: input.global,
      title: input.global,
      changedFields: [what],
    })
  }
  return doc
}

/** Payload's jobs collection, with scheduled publishing written to the audit log. */
export function withScheduledAudit({
  defaultJobsCollection,
}: {
  defaultJobsCollection: CollectionConfig
}): CollectionConfig {
  const hooks = defaultJobsCollection.hooks ?? {}
  return {
    ...defaultJobsCollection,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), logSchedule] },
  }
}
