/**
 * Declined applications are kept SUBMISSION_RETENTION_DAYS (default 180) and then deleted with
 * their photos (Payload removes an upload's files with its document). The same pass removes
 * photo files that no document names: what a crash between writing a photo and committing its
 * transaction would leave behind.
 */
import type { Payload } from 'payload'

import { runPackageRetention } from '@/features/packages/retention'
import { env } from '@/lib/env'
import { fileStore } from '@/lib/storage/storage'

import { ORPHAN_FILE_GRACE_MS, RETENTION_INTERVAL_MS } from './constants'

const DAY_MS = 24 * 60 * 60 * 1000
const BATCH = 50

export type RetentionReport = { readonly submissions: number; readonly orphanFiles: number }

export async function runSubmissionRetention(
  payload: Payload,
  now: Date = new Date(),
  retentionDays: number = env.submission.retentionDays,
): Promise<RetentionReport> {
  const submissions = await deleteExpiredSubmissions(payload, now, retentionDays)
  const orphanFiles = await removeOrphanPhotoFiles(payload, now)
  if (submissions || orphanFiles) {
    payload.logger.info(
      `Retention: deleted ${submissions} declined applications, ${orphanFiles} orphan photo files`,
    )
  }
  return { submissions, orphanFiles }
}

async function deleteExpiredSubmissions(
  payload: Payload,
  now: Date,
  days: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString()
  let deleted = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: 'submissions',
      where: { and: [{ status: { equals: 'declined' } }, { createdAt: { less_than: cutoff } }] },
      select: { photos: true },
      depth: 0,
      limit: BATCH,
      pagination: false,
    })
    if (docs.length === 0) return deleted
    for (const doc of docs) {
      const photoIds = (doc.photos ?? []).map((photo) =>
        typeof photo === 'number' ? photo : photo.id,
      )
      await payload.delete({ collection: 'submissions', id: doc.id })
      if (photoIds.length) {
        await payload.delete({ collection: 'submission-photos', where: { id: { in: photoIds } } })
      }
      deleted++
    }
  }
}

async function removeOrphanPhotoFiles(payload: Payload, now: Date): Promise<number> {
  const store = fileStore()
  const files = await store.list('submission-photos')
  if (files.length === 0) return 0
  const known = new Set<string>()
  for (let page = 1; ; page++) {
    const result = await payload.find({
      collection: 'submission-photos',
      select: { filename: true, sizes: true },
      depth: 0,
      limit: 500,
      page,
    })
    for (const doc of result.docs) {
      if (doc.filename) known.add(doc.filename)
      for (const size of Object.values(doc.sizes ?? {}))
        if (size?.filename) known.add(size.filename)
    }
    if (!result.hasNextPage) break
  }
  // A file younger than the grace period may belong to a transaction still running.
  const orphans = files.filter(
    (file) =>
      !known.has(file.name) && now.getTime() - file.modifiedAt.getTime() >= ORPHAN_FILE_GRACE_MS,
  )
  await store.remove(
    'submission-photos',
    orphans.map((file) => file.name),
  )
  return orphans.length
}

/** Runs the retention pass (applications, then packages) now and every six hours. */
export function scheduleSubmissionRetention(payload: Payload): void {
  const run = () =>
    void runSubmissionRetention(payload)
      .then(() => runPackageRetention(payload))
      .catch((error: unknown) => payload.logger.error({ err: error }, 'Retention pass failed'))
  run()
  setInterval(run, RETENTION_INTERVAL_MS).unref()
}
