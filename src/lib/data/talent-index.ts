import 'server-only'

import { cache } from 'react'

import { cacheTags } from '@/lib/cache-tags'
import { unrecorded } from '@/lib/cache/render-record.mjs'
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales'
import { countCardReads, countDataRead } from '@/lib/render-count'

import { cachedSharedRead } from './cached'
import { inLanguage, payloadClient } from './payload'
import { readTalentCards } from './talent-cards'
import type { TalentCard } from './types'

/**
 * The talent index (issue 31, item 3): the card of every published talent in every language,
 * kept in this process and brought up to date by reading only the talents that changed. Book
 * pages, talent pages' previous and next links, search and shortlists compose from it, so a
 * publish costs one talent's read, not every card of every book that lists them.
 *
 * It follows two light reads of the data cache, which publishes expire as they expire any read:
 * the roster (who is published, and when each last changed) and the cards' epoch (the pictures
 * and offices every card may show). A talent whose date differs is read again; one no longer in
 * the roster leaves; a new epoch reads every card again. Each instance keeps its own index and
 * finds the changes through the data cache it shares with the others.
 */

/** A published talent as the roster lists them. */
export type RosterEntry = { id: number; slug: string; updatedAt: string }

/** Every published talent with when they last changed: what the index follows, and the sitemap lists. */
export const getRoster = cachedSharedRead(
  'roster',
  async (): Promise<RosterEntry[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'talents',
      pagination: false,
      depth: 0,
      overrideAccess: false,
      ...inLanguage(DEFAULT_LOCALE),
      select: { slug: true, updatedAt: true },
    })
    return docs.map(({ id, slug, updatedAt }) => ({ id, slug, updatedAt }))
  },
  () => [cacheTags.content],
)

/**
 * What every card may show besides the talent's own fields, dated: how many pictures and offices
 * there are and when the latest changed. A picture's new focal point or an office's new name
 * changes it, and every card is read again.
 */
const getCardEpoch = cachedSharedRead(
  'card-epoch',
  async (): Promise<string> => {
    const payload = await payloadClient()
    const latest = (collection: 'media' | 'locations') =>
      payload.find({
        collection,
        sort: '-updatedAt',
        limit: 1,
        depth: 0,
        // Every media item, shown or not: which ones visitors may fetch follows publishing
        // (cms/media/publicity.ts) and changes no card that is not published again itself.
        overrideAccess: true,
        select: { updatedAt: true },
      })
    const [media, locations] = await Promise.all([latest('media'), latest('locations')])
    return [media, locations]
      .map(({ totalDocs, docs }) => `${totalDocs}@${docs[0]?.updatedAt ?? ''}`)
      .join(' ')
  },
  () => [cacheTags.media, cacheTags.locations],
  // Each bundle (the pages', each route handler's) keeps its own copy of a read: Next keys it by
  // the read's compiled source. A new upload changes this count; were it not to expire every
  // copy, a copy made before it and one made after would disagree, and each page or API render
  // would swap the index between them, reading every card again (docs/decisions/0049).
  [cacheTags.mediaLibrary],
)

type IndexedTalent = { updatedAt: string; cards: Record<Locale, TalentCard> }

type TalentIndex = {
  epoch: string | null
  talents: Map<number, IndexedTalent>
  /** The last catch-up: one runs at a time, in the order they were asked for. */
  turn: Promise<unknown>
}

// On a global: the bundle may load this module more than once, and each copy must share one index.
const INDEX = Symbol.for('roster.talentIndex')
const holder = globalThis as { [INDEX]?: TalentIndex }
const index = (holder[INDEX] ??= { epoch: null, talents: new Map(), turn: Promise.resolve() })

/** Brings the index to `roster` and `epoch`, reading the cards of the talents that changed. */
async function catchUp(roster: readonly RosterEntry[], epoch: string): Promise<void> {
  if (epoch !== index.epoch) {
    index.talents.clear()
    index.epoch = epoch
  }
  const listed = new Set(roster.map(({ id }) => id))
  for (const id of index.talents.keys()) if (!listed.has(id)) index.talents.delete(id)
  const changed = roster
    .filter(({ id, updatedAt }) => index.talents.get(id)?.updatedAt !== updatedAt)
    .map(({ id }) => id)
  if (changed.length === 0) return
  countDataRead()
  countCardReads(changed.length)
  const read = await Promise.all(LOCALES.map((locale) => readTalentCards(locale, changed)))
  for (const id of changed) {
    const talent = indexedTalent(id, read)
    if (talent) index.talents.set(id, talent)
  }
}

/**
 * A talent's cards from one read per language (LOCALES' order), if every language found them at
 * the same version; else null, and the next request reads them again.
 */
function indexedTalent(
  id: number,
  read: readonly Map<number, { card: TalentCard; updatedAt: string }>[],
): IndexedTalent | null {
  const cards = {} as Record<Locale, TalentCard>
  let updatedAt: string | null = null
  for (const [at, locale] of LOCALES.entries()) {
    const found = read[at]?.get(id)
    if (!found || (updatedAt !== null && found.updatedAt !== updatedAt)) return null
    updatedAt = found.updatedAt
    cards[locale] = found.card
  }
  return updatedAt === null ? null : { updatedAt, cards }
}

/**
 * The index, up to date with the roster as this request reads it; once per render. Its own reads
 * note nothing on the page: what the page shows of it, its callers note.
 */
const upToDateTalents = cache(async (): Promise<ReadonlyMap<number, IndexedTalent>> => {
  const [roster, epoch] = await unrecorded(() => Promise.all([getRoster(), getCardEpoch()]))
  const turn = index.turn.then(() => catchUp(roster, epoch))
  index.turn = turn.catch(() => undefined)
  await turn
  return index.talents
})

/** The cards of those of the talents `ids` who are published, in that order, in `locale`. */
export async function publishedCards(
  locale: Locale,
  ids: readonly number[],
): Promise<TalentCard[]> {
  const talents = await upToDateTalents()
  return ids.flatMap((id) => {
    const card = talents.get(id)?.cards[locale]
    return card ? [card] : []
  })
}
