import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalSlug,
  Payload,
  PayloadRequest,
  Where,
} from 'payload'

import { env } from '@/lib/env'
import { forgetPublicMedia } from '@/lib/public-media'

import { mediaIdsIn } from './media-references'

/**
 * Which media visitors may fetch (docs/decisions/0047): those that something visitors can see
 * shows. A media item is `shown` while a published talent, page or book, an office or the
 * settings names it; any other (a new upload, an unpublished talent's polaroid, a picture only a
 * package shows) is served to staff alone, and to a package's client through their link.
 *
 * - A publish marks what the published document names as shown, in its own transaction: the
 *   page that shows a picture never goes out before the picture may be fetched.
 * - What a change may have left unshown (an unpublish, a picture taken out, a delete) is found by
 *   a sweep over everything shown, run shortly after the change and when the server starts. It
 *   hides only what was marked before it began, with a margin (MARK_GRACE_MS).
 */
export const SHOWING_COLLECTIONS = ['talents', 'pages', 'books', 'locations'] as const
export const SHOWING_GLOBALS = ['settings'] as const

/**
 * Longer than any publishing transaction (and any clock difference between instances): a mark
 * this recent may belong to a publish a sweep could not see yet. MEDIA_SWEEP_GRACE_SECONDS (60);
 * the end-to-end server shortens it, so that a sweep's follow-up is over before tests count SQL.
 */
export const MARK_GRACE_MS = 1000 * env.integer('MEDIA_SWEEP_GRACE_SECONDS', 60)
/** The sweep runs this long after the last change that asked for it. */
const SWEEP_DELAY_MS = 1_000
/** Ids per update statement, well under SQLite's and PostgreSQL's limits on parameters. */
const IDS_PER_UPDATE = 1_000
/** Documents read per page during a sweep. */
const SWEEP_PAGE = 100

const isPublished = (doc: object, drafts: boolean) =>
  !drafts || (doc as { _status?: unknown })._status === 'published'

/**
 * After a save: what visitors now see of the document (the main table holds the published one, or
 * a never-published draft) has its media marked shown; a sweep follows only when something it
 * showed before is no longer shown by it (a picture taken out, an unpublish). A draft save over a
 * published document leaves what visitors see as it was, and costs no sweep.
 */
export const showPublishedMedia: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  collection,
  req,
}) => {
  const drafts = Boolean(collection.versions?.drafts)
  const visible = await req.payload.findByID({
    collection: collection.slug as CollectionSlug,
    id: doc.id,
    locale: 'all',
    depth: 0,
    draft: false,
    req: inSameTransaction(req),
  })
  const shownNow = isPublished(visible, drafts)
    ? mediaIdsIn(collection.fields, visible)
    : new Set<number>()
  await markShown(req.payload, [...shownNow], req)
  const shownBefore =
    previousDoc && isPublished(previousDoc, drafts)
      ? mediaIdsIn(collection.fields, previousDoc)
      : new Set<number>()
  if ([...shownBefore].some((id) => !shownNow.has(id))) sweepSoon(req)
  return doc
}

export const sweepAfterDelete: CollectionAfterDeleteHook = ({ req }) => sweepSoon(req)

export const showGlobalMedia: GlobalAfterChangeHook = async ({ global, req, doc }) => {
  const all = await req.payload.findGlobal({
    slug: global.slug as GlobalSlug,
    locale: 'all',
    depth: 0,
    req: inSameTransaction(req),
  })
  await markShown(req.payload, [...mediaIdsIn(global.fields, all)], req)
  sweepSoon(req)
  return doc
}

/**
 * A read in the save's transaction that leaves the save's request as it was: Payload sets a
 * read's language on the request it is given, and the hooks after this one read the save's own.
 */
const inSameTransaction = (req: PayloadRequest): PayloadRequest => ({ ...req })

/**
 * Scripts (seed, import, tests) write with `disableRevalidate` and end before a sweep would run:
 * the server's sweep when it starts covers them.
 */
function sweepSoon(req: PayloadRequest): void {
  if (!req.context.disableRevalidate) scheduleMediaSweep(req.payload)
}

/**
 * Marks media shown, stamping when: a sweep hides only what was marked well before it began, so a
 * publish that commits while a sweep reads is never undone by it.
 */
async function markShown(payload: Payload, ids: readonly number[], req?: PayloadRequest) {
  await updateMedia(payload, ids, { shown: true, shownMarkedAt: new Date().toISOString() }, req)
}

async function updateMedia(
  payload: Payload,
  ids: readonly number[],
  data: Record<string, unknown>,
  req?: PayloadRequest,
  also?: Where,
): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_PER_UPDATE) {
    const chosen: Where = { id: { in: ids.slice(start, start + IDS_PER_UPDATE) } }
    // The database alone: a media item's own hooks would expire every page that shows pictures.
    // Nor is it a change of the item (`updatedAt: null` keeps its date): the talent index's card
    // epoch counts changed pictures by their dates, and no tag tells it of a mark.
    await payload.db.updateMany({
      collection: 'media',
      where: also ? { and: [chosen, also] } : chosen,
      data: { ...data, updatedAt: null },
      req,
      returning: false,
    })
  }
}

type Sweep = {
  timer?: NodeJS.Timeout
  running?: Promise<unknown>
  again?: boolean
  /** The look again once a sweep's grace is over (sweepMediaPublicity). */
  followUp?: NodeJS.Timeout
}
const SWEEP = Symbol.for('roster.media.sweep')
const sweepState = (): Sweep => ((globalThis as { [SWEEP]?: Sweep })[SWEEP] ??= {})

/** A sweep soon, one at a time; a change during a sweep gets one more after it. */
export function scheduleMediaSweep(payload: Payload): void {
  const state = sweepState()
  clearTimeout(state.timer)
  state.timer = setTimeout(() => {
    state.timer = undefined
    if (state.running) {
      state.again = true
      return
    }
    state.running = sweepMediaPublicity(payload)
      .catch((error: unknown) => payload.logger.error({ err: error }, 'Media sweep failed'))
      .finally(() => {
        state.running = undefined
        if (state.again) {
          state.again = false
          scheduleMediaSweep(payload)
        }
      })
  }, SWEEP_DELAY_MS)
  state.timer.unref()
}

/** Whether a sweep is waiting, running or due to look again: the end-to-end tests that count SQL wait for none. */
export function mediaSweepPending(): boolean {
  const { timer, running, followUp } = sweepState()
  return Boolean(timer ?? running ?? followUp)
}

/**
 * Sets `shown` on every media item from what is published now. An item marked shown less than
 * MARK_GRACE_MS before the sweep began is left shown, and looked at again by a later sweep: the
 * publish that marked it may not have been committed when this sweep read the content.
 */
export async function sweepMediaPublicity(
  payload: Payload,
  now: () => number = Date.now,
): Promise<{ shown: number; madeShown: number; madeUnshown: number; leftForLater: number }> {
  const startedAt = now()
  const shown = new Set<number>()
  for (const slug of SHOWING_COLLECTIONS) {
    const { config } = payload.collections[slug]
    const where: Where | undefined = config.versions?.drafts
      ? { _status: { equals: 'published' } }
      : undefined
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.find({
        collection: slug,
        where,
        locale: 'all',
        depth: 0,
        draft: false,
        limit: SWEEP_PAGE,
        page,
        sort: 'id',
      })
      for (const doc of docs) mediaIdsIn(config.fields, doc, shown)
      if (!hasNextPage) break
    }
  }
  for (const slug of SHOWING_GLOBALS) {
    const global = payload.globals.config.find((candidate) => candidate.slug === slug)!
    mediaIdsIn(global.fields, await payload.findGlobal({ slug, locale: 'all', depth: 0 }), shown)
  }
  const { docs: media } = await payload.find({
    collection: 'media',
    depth: 0,
    pagination: false,
    select: { shown: true, shownMarkedAt: true },
  })
  const markedBefore = new Date(startedAt - MARK_GRACE_MS)
  const markedLately = (item: { shownMarkedAt?: string | null }) =>
    Boolean(item.shownMarkedAt) && Date.parse(item.shownMarkedAt!) > markedBefore.getTime()
  const madeShown = media.filter((item) => shown.has(item.id) && !item.shown).map(({ id }) => id)
  const unshown = media.filter((item) => !shown.has(item.id) && item.shown)
  const madeUnshown = unshown.filter((item) => !markedLately(item)).map(({ id }) => id)
  const leftForLater = unshown.length - madeUnshown.length
  await markShown(payload, madeShown)
  // The stamp is checked again as the row is written: a publish marking it after this sweep read
  // the media (its transaction holding the row until it commits) keeps it shown.
  await updateMedia(payload, madeUnshown, { shown: false }, undefined, {
    or: [
      { shownMarkedAt: { exists: false } },
      { shownMarkedAt: { less_than: markedBefore.toISOString() } },
    ],
  })
  // The image proxy's memory of who may see what (lib/public-media.ts) starts again.
  if (madeUnshown.length > 0) forgetPublicMedia()
  // Another look once the grace is over: at what this one left, and at anything its writes
  // skipped for a mark it could not see.
  if (unshown.length > 0) {
    const state = sweepState()
    clearTimeout(state.followUp)
    state.followUp = setTimeout(() => {
      state.followUp = undefined
      scheduleMediaSweep(payload)
    }, MARK_GRACE_MS)
    state.followUp.unref()
  }
  return {
    shown: shown.size,
    madeShown: madeShown.length,
    madeUnshown: madeUnshown.length,
    leftForLater,
  }
}
