/**
 * Stores an application and its photos in one database transaction: the photo documents, then
 * the submission, then commit. The photo files Payload writes are removed again if anything
 * fails before the commit, so a failure leaves neither a half record nor an orphan file.
 * The idempotency key is unique on the submission (features/forms/stored-keys.ts).
 */
import { randomUUID } from 'node:crypto'

import { createLocalReq, type Payload } from 'payload'

import { findByKey, type StoreOutcome } from '@/features/forms/stored-keys'
import type { Locale } from '@/lib/i18n/locales'
import { fileStore } from '@/lib/storage/storage'
import type { Submission } from '@/payload-types'

export type NewSubmission = {
  readonly idempotencyKey: string
  /** SHA-256 over the fields and the photos as sent: tells a retry from a different application. */
  readonly fingerprint: string
  /** The applicant's language is always known; the collection allows none for older ones. */
  readonly data: Pick<
    Submission,
    'name' | 'email' | 'phone' | 'location' | 'dateOfBirth' | 'details'
  > & { readonly locale: Locale }
  /** Re-encoded JPEGs, in the order the applicant chose them. */
  readonly photos: readonly Buffer[]
}

/** Test seams: a step that fails between the photos and the record simulates a crash there. */
export type StoreHooks = { readonly afterPhotos?: () => Promise<void> }

export async function storeSubmission(
  payload: Payload,
  submission: NewSubmission,
  hooks: StoreHooks = {},
): Promise<StoreOutcome> {
  const earlier = await findByKey(
    payload,
    'submissions',
    submission.idempotencyKey,
    submission.fingerprint,
  )
  if (earlier) return earlier
  const req = await createLocalReq({}, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID !== null) req.transactionID = transactionID
  const written: string[] = []
  let checkingCommit = false
  try {
    const photoIds: number[] = []
    for (const data of submission.photos) {
      const stem = randomUUID()
      written.push(stem)
      const photo = await payload.create({
        collection: 'submission-photos',
        data: {},
        file: { data, mimetype: 'image/jpeg', name: `${stem}.jpg`, size: data.length },
        req,
      })
      photoIds.push(photo.id)
    }
    await hooks.afterPhotos?.()
    const created = await payload.create({
      collection: 'submissions',
      data: {
        ...submission.data,
        status: 'new',
        photos: photoIds,
        idempotencyKey: submission.idempotencyKey,
        fingerprint: submission.fingerprint,
      },
      req,
    })
    if (transactionID !== null) await payload.db.commitTransaction(transactionID)
    // Payload's commitTransaction swallows a COMMIT that failed (a full disk makes SQLite refuse
    // it): only a read after it tells whether the application is really stored. If that read
    // fails too, the files stay: they may belong to a stored application (the retention sweep
    // removes them after an hour if not).
    checkingCommit = true
    const landed = await findByKey(
      payload,
      'submissions',
      submission.idempotencyKey,
      submission.fingerprint,
    )
    checkingCommit = false
    if (landed?.kind !== 'replayed' || landed.id !== created.id) {
      throw new Error('The application was not committed')
    }
    return { kind: 'created', id: created.id }
  } catch (error) {
    if (checkingCommit) throw error
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID)
    await removePhotoFiles(written)
    // Another instance stored the same key first: the unique index refused this one.
    const winner = await findByKey(
      payload,
      'submissions',
      submission.idempotencyKey,
      submission.fingerprint,
    )
    if (winner) return winner
    throw error
  }
}

/** Every file named after these stems: the photo and the sizes Payload made of it. */
async function removePhotoFiles(stems: readonly string[]): Promise<void> {
  const store = fileStore()
  for (const stem of stems) {
    const files = await store.list('submission-photos', stem).catch(() => [])
    await store
      .remove(
        'submission-photos',
        files.map((file) => file.name),
      )
      .catch(() => undefined)
  }
}
