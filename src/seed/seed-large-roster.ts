import type { Payload } from 'payload'
import { createLocalReq } from 'payload'

import { changeBookTalents } from '@/cms/hooks/talent-books'

import {
  GENERATED_NOTE,
  largeRoster,
  PICTURE_POOL,
  poolPicture,
  poolPictureAlt,
  poolPictureName,
  talentData,
  type GeneratedBook,
} from './large-roster'

/** Seeded writes must not try to expire Next's cache: there is none outside a request. */
const context = { disableRevalidate: true }
/**
 * Talents saved in one transaction, then added to their books in one save of each book: a save
 * per talent would version the whole list every time (issue 31), a single one would hold the
 * database's write lock for minutes.
 */
const BATCH = 100
const BOOKS: GeneratedBook[] = ['women', 'men', 'new-faces']

/**
 * Adds `count` generated talents (seed/large-roster.ts) to a database that holds the demo's books
 * and offices, published and in their books, with pictures uploaded as staff upload them (sizes
 * made, metadata stripped). A second run adds the next `count`. Returns the new talents' ids.
 */
export async function seedLargeRoster(
  payload: Payload,
  count: number,
  { pictures = PICTURE_POOL }: { pictures?: number } = {},
): Promise<number[]> {
  const started = Date.now()
  const books = await idsBySlug(payload, 'books', BOOKS)
  const offices = await idsBySlug(payload, 'locations', ['los-angeles', 'central'])
  const locations = { LA: offices['los-angeles']!, CENTRAL: offices.central! }
  const { totalDocs: from } = await payload.count({
    collection: 'talents',
    where: { internalNotes: { equals: GENERATED_NOTE } },
  })
  payload.logger.info(`Seeding ${count} generated talents (${from} before)...`)
  const pool = await uploadPool(payload, pictures)
  const talents = largeRoster(from, count, pictures)
  const created: number[] = []
  for (let start = 0; start < talents.length; start += BATCH) {
    const req = await createLocalReq({ context }, payload)
    const transactionID = await payload.db.beginTransaction()
    if (transactionID) req.transactionID = transactionID
    try {
      const inBook = Object.fromEntries(BOOKS.map((book) => [book, [] as number[]]))
      for (const talent of talents.slice(start, start + BATCH)) {
        const { id } = await payload.create({
          collection: 'talents',
          data: talentData(talent, { locations, pictures: pool }),
          depth: 0,
          req,
          context,
        })
        inBook[talent.book]!.push(id)
        created.push(id)
      }
      for (const book of BOOKS)
        if (inBook[book]!.length)
          await changeBookTalents(books[book]!, (ids) => [...ids, ...inBook[book]!], req)
      if (transactionID) await payload.db.commitTransaction(transactionID)
    } catch (error) {
      if (transactionID) await payload.db.rollbackTransaction(transactionID)
      throw error
    }
    payload.logger.info(`... ${created.length} of ${count}`)
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  payload.logger.info(`Seeded ${count} generated talents in ${seconds} s.`)
  return created
}

/** The ids of the documents with these slugs; a missing one means there is no demo to add to. */
async function idsBySlug(payload: Payload, collection: 'books' | 'locations', slugs: string[]) {
  const { docs } = await payload.find({
    collection,
    where: { slug: { in: slugs } },
    pagination: false,
    depth: 0,
    draft: true,
  })
  const ids = Object.fromEntries(docs.map((doc) => [doc.slug, doc.id]))
  const missing = slugs.filter((slug) => !(slug in ids))
  if (missing.length)
    throw new Error(
      `The large demo needs the demo's ${collection} ${missing.join(', ')}: seed the demo first (start the site on an empty database).`,
    )
  return ids
}

/** The pool's media ids by pool index, uploading the pictures an earlier run did not. */
async function uploadPool(payload: Payload, size: number): Promise<number[]> {
  const names = Array.from({ length: size }, (_, index) => poolPictureName(index))
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { in: names } },
    pagination: false,
    depth: 0,
    select: { filename: true },
  })
  const uploaded = new Map(docs.map((doc) => [doc.filename, doc.id]))
  const ids: number[] = []
  for (const [index, name] of names.entries()) {
    const known = uploaded.get(name)
    if (known !== undefined) {
      ids.push(known)
      continue
    }
    const data = await poolPicture(index)
    const media = await payload.create({
      collection: 'media',
      data: { alt: poolPictureAlt(index) },
      file: { data, mimetype: 'image/jpeg', name, size: data.length },
      depth: 0,
      context,
    })
    ids.push(media.id)
  }
  return ids
}
