import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest, TaskConfig } from 'payload'

import { env } from '@/lib/env'

import { mediaUsers } from '../media-usage/media-users'
import { mediaIdsIn } from './media-references'

/**
 * Uploads abandoned before a save: a picture dropped on a portfolio, or added under Media, whose
 * document was then left unsaved. Nothing names it, nothing ever showed it, and nobody can find
 * it again but by browsing Media. The sweep deletes such an item once it is older than
 * ORPHAN_UPLOAD_HOURS (24 by default): old enough that nobody is still building the document
 * that will use it.
 *
 * "Nothing names it" is asked twice: every collection and global (the published document and its
 * latest draft, every language) is read for upload fields and rich text's pictures
 * (media-references), and each remaining item's users are asked by path (media-usage, which also
 * knows relationship fields, packages' pictures among them). Applicants' photos are not media:
 * they live in their own collection, which this never reads or deletes. Deleting goes through the
 * media collection's own refusal of a used item, a last check inside the delete.
 */
export const ORPHAN_UPLOAD_HOURS = env.integer('ORPHAN_UPLOAD_HOURS', 24)

/** Documents read per page while collecting what is named. */
const PAGE = 100
/** Items deleted per sweep at most: a sweep stays short; the next one takes the rest. */
const DELETED_AT_MOST = 200

export type OrphanSweepReport = { readonly deleted: number[]; readonly kept: number }

export type OrphanSweepOptions = {
  readonly now?: Date
  readonly hours?: number
  /** The job's request: deletes expire the site's caches within it, as a staff delete does. */
  readonly req?: PayloadRequest
  /** Hook context for the deletes (scripts and tests: `{ disableRevalidate: true }`). */
  readonly context?: Record<string, unknown>
}

export async function sweepOrphanUploads(
  payload: Payload,
  { now = new Date(), hours = ORPHAN_UPLOAD_HOURS, req, context }: OrphanSweepOptions = {},
): Promise<OrphanSweepReport> {
  const cutoff = new Date(now.getTime() - hours * 3_600_000).toISOString()
  const { docs: candidates } = await payload.find({
    collection: 'media',
    where: {
      and: [
        { createdAt: { less_than: cutoff } },
        { shown: { not_equals: true } },
        // Never shown: an item a publish once marked was used, and a version may still hold it.
        { shownMarkedAt: { exists: false } },
      ],
    },
    depth: 0,
    limit: DELETED_AT_MOST,
    sort: 'createdAt',
    select: { createdAt: true },
    overrideAccess: true,
  })
  if (candidates.length === 0) return { deleted: [], kept: 0 }
  const named = await namedMedia(payload)
  const deleted: number[] = []
  let kept = 0
  for (const { id } of candidates) {
    if (named.has(id) || (await mediaUsers(payload, id)).length > 0) {
      kept++
      continue
    }
    try {
      await payload.delete({ collection: 'media', id, overrideAccess: true, req, context })
      deleted.push(id)
    } catch (error) {
      // Used since it was read (the delete's own check refused it), or already gone.
      kept++
      payload.logger.info({ err: error, id }, 'Orphan sweep kept a media item')
    }
  }
  if (deleted.length > 0) {
    payload.logger.info(
      `Orphan sweep: deleted ${deleted.length} unused uploads (${deleted.join(', ')})`,
    )
  }
  return { deleted, kept }
}

/** Every media id any collection or global names, published or in its latest draft. */
async function namedMedia(payload: Payload): Promise<Set<number>> {
  const named = new Set<number>()
  for (const slug of Object.keys(payload.collections) as CollectionSlug[]) {
    const { config } = payload.collections[slug]
    if (slug === 'media' || slug.startsWith('payload-')) continue
    const readings = config.versions?.drafts ? [false, true] : [false]
    for (const draft of readings) {
      for (let page = 1; ; page++) {
        const { docs, hasNextPage } = await payload.find({
          collection: slug,
          locale: 'all',
          depth: 0,
          draft,
          limit: PAGE,
          page,
          sort: 'id',
          overrideAccess: true,
        })
        for (const doc of docs) mediaIdsIn(config.fields, doc, named)
        if (!hasNextPage) break
      }
    }
  }
  for (const global of payload.config.globals) {
    const readings = global.versions?.drafts ? [false, true] : [false]
    for (const draft of readings) {
      const doc = await payload.findGlobal({
        slug: global.slug as GlobalSlug,
        locale: 'all',
        depth: 0,
        draft,
        overrideAccess: true,
      })
      mediaIdsIn(global.fields, doc, named)
    }
  }
  return named
}

/**
 * The sweep as a task of Payload's jobs queue, queued every hour by its schedule and run by the
 * server's turn at the queue (src/server/scheduled-jobs.mjs): one instance at a time.
 */
export const sweepOrphanUploadsTask: TaskConfig<'sweepOrphanUploads'> = {
  slug: 'sweepOrphanUploads',
  label: 'Delete unused uploads',
  schedule: [{ cron: '23 * * * *', queue: 'default' }],
  outputSchema: [
    { name: 'deleted', type: 'number', required: true },
    { name: 'kept', type: 'number', required: true },
  ],
  retries: 0,
  handler: async ({ req }) => {
    const { deleted, kept } = await sweepOrphanUploads(req.payload, { req })
    return { output: { deleted: deleted.length, kept } }
  },
}
