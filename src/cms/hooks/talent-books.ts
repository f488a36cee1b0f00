import type { CollectionAfterChangeHook, FieldHook, PayloadRequest } from 'payload'

import type { Book, Talent } from '@/payload-types'

/**
 * A talent's books, as the talent form shows and changes them. The books' own `talents` lists
 * stay the only store of who is in which book, and in what order: the talent's `books` field is
 * virtual, read from them and written back to them. With one store nothing can disagree, and
 * nothing syncs back from books to talents, so the two hooks cannot set each other off.
 */

const idOf = (entry: number | { id: number }) => (typeof entry === 'number' ? entry : entry.id)

async function booksListing(talentId: number, req: PayloadRequest) {
  const { docs } = await req.payload.find({
    collection: 'books',
    where: { talents: { equals: talentId } },
    sort: 'order',
    pagination: false,
    depth: 0,
    select: { talents: true },
    req,
  })
  return docs
}

/** Reads the books that list the talent, in the visitors' order of books. */
export const readTalentBooks: FieldHook<Talent, Talent['books']> = async ({ data, req }) => {
  if (typeof data?.id !== 'number') return []
  return (await booksListing(data.id, req)).map((book) => book.id)
}

/**
 * Changes a book's talents on its latest save. A book with unpublished changes takes the new list
 * into its draft, where staff publish it with the rest: a plain update would publish the book's
 * published state over the draft, and the draft's own changes would no longer be its latest.
 * Also how the large demo adds many talents to a book in one save (seed/seed-large-roster.ts).
 */
export async function changeBookTalents(
  bookId: Book['id'],
  change: (talents: number[]) => number[],
  req: PayloadRequest,
) {
  const latest = await req.payload.findByID({
    collection: 'books',
    id: bookId,
    draft: true,
    depth: 0,
    select: { talents: true, _status: true },
    req,
  })
  const talents = change((latest.talents ?? []).map(idOf))
  const draft = latest._status === 'draft'
  return req.payload.update({
    collection: 'books',
    id: bookId,
    data: { talents },
    draft,
    depth: 0,
    req,
  })
}

/**
 * After a save that names the talent's books: a newly chosen book gets the talent at the end of
 * its order, a book no longer chosen loses them; the books' afterChange hooks revalidate the site.
 * A write that leaves `books` out (a script, a REST call) changes no book.
 */
export const placeTalentInChosenBooks: CollectionAfterChangeHook<Talent> = async ({
  data,
  doc,
  req,
}) => {
  if (!data.books) return doc
  const chosen = new Set(data.books.map(idOf))
  const listing = await booksListing(doc.id, req)
  for (const book of listing) {
    if (chosen.has(book.id)) continue
    await changeBookTalents(book.id, (talents) => talents.filter((id) => id !== doc.id), req)
  }
  const listed = new Set(listing.map((book) => book.id))
  for (const bookId of chosen) {
    if (listed.has(bookId)) continue
    await changeBookTalents(bookId, (talents) => [...talents, doc.id], req)
  }
  return doc
}
