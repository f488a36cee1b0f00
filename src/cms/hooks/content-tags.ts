import type { PayloadRequest } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import type { Book, Page, Talent } from '@/payload-types'

/**
 * Which cached reads a save of a page, book or talent changes (lib/cache-tags.ts names them):
 * only these expire, so only the pages that read them render again, and a talent's new bio
 * leaves the other talents' pages and the menu of every page kept.
 *
 * A field compares with what visitors saw before the save only when that was published: before a
 * publish over a draft, the version before it is the draft, which no visitor saw, so every tag the
 * document can touch expires.
 */

/** One save: `previousDoc` is absent for a creation and a deletion. */
export type ContentChange<T> = {
  readonly collection: string
  readonly doc: T
  readonly previousDoc?: T | null
  readonly operation: 'create' | 'update' | 'delete'
  readonly req: PayloadRequest
}

type Data = Record<string, unknown>

/** A related document, populated or not, compares by its id. */
const idOf = (value: unknown): unknown =>
  value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value

/**
 * The fields, read by `valueOf`, whose value differs from what visitors saw before the save; all
 * of them when what they saw is unknown.
 */
function changed<T>(
  { doc, previousDoc, operation }: ContentChange<T>,
  valueOf: Record<string, (data: T) => unknown>,
): Set<string> {
  const names = Object.keys(valueOf)
  const seen = previousDoc as Data | null | undefined
  if (operation !== 'update' || !seen || seen._status !== 'published') return new Set(names)
  return new Set(
    names.filter((name) => {
      const read = valueOf[name]!
      return JSON.stringify(read(doc) ?? null) !== JSON.stringify(read(previousDoc as T) ?? null)
    }),
  )
}

const slugsOf = <T extends { slug?: string | null }>({ doc, previousDoc }: ContentChange<T>) =>
  [...new Set([doc.slug, previousDoc?.slug])].filter((slug): slug is string => Boolean(slug))

/** What a talent's page, card and links show of them, field by field. */
const TALENT_SHOWN = {
  name: (talent: Talent) => talent.name,
  slug: (talent: Talent) => talent.slug,
  status: (talent: Talent) => talent._status,
  inTown: (talent: Talent) => talent.inTown,
  measurements: (talent: Talent) => talent.measurements,
  location: (talent: Talent) => idOf(talent.location),
  cardImages: (talent: Talent) => talent.cardImages?.map(idOf),
  // A card without card images shows the first portfolio picture.
  firstPicture: (talent: Talent) => idOf(talent.portfolio?.[0]?.image),
}
/** What other talents' pages show of a talent when they link to them (previous and next). */
const IN_LINK_TO_TALENT = new Set(['name', 'slug'])
/** What a menu link to a document reads of it. */
const IN_LINK = new Set(['slug', 'status'])

/**
 * A talent's save: their own pages; the cards of the books that list them, when a card shows
 * what changed; the pages that link to them as previous or next, and a menu link to them, when
 * their name or address changed; the order of those books, when their publication changed (who
 * is shown moves); the sitemap always.
 */
export async function talentChangeTags(change: ContentChange<Talent>): Promise<string[]> {
  const { doc, operation, req } = change
  const tags = [
    cacheTags.content,
    cacheTags.talentId(doc.id),
    ...slugsOf(change).map(cacheTags.talent),
  ]
  const fields = changed(change, TALENT_SHOWN)
  if ([...fields].some((field) => IN_LINK_TO_TALENT.has(field)))
    tags.push(cacheTags.talentLink(doc.id))
  if (fields.size > 0) {
    // A deleted talent is gone from the books' lists already: any book may have listed them.
    const books = await booksListing(operation === 'delete' ? undefined : doc.id, req)
    for (const slug of books) {
      tags.push(cacheTags.bookCards(slug))
      if (fields.has('status')) tags.push(cacheTags.book(slug))
    }
  }
  if ([...fields].some((field) => IN_LINK.has(field)) && (await linkedFromMenu(change)))
    tags.push(cacheTags.navigation)
  return tags
}

const BOOK_LISTED = {
  title: (book: Book) => book.title,
  slug: (book: Book) => book.slug,
  status: (book: Book) => book._status,
  description: (book: Book) => book.description,
  order: (book: Book) => book.order,
}

const memberIds = (book: Book | null | undefined) => (book?.talents ?? []).map(idOf)

/**
 * A book's save: its own pages and cards, always (its talents or their order may have changed);
 * the list of books, when what lists show of it changed; the home book of every talent it
 * gained or lost; a menu link to it; the sitemap.
 */
export async function bookChangeTags(change: ContentChange<Book>): Promise<string[]> {
  const { doc, previousDoc } = change
  const tags = [
    cacheTags.content,
    ...slugsOf(change).flatMap((slug) => [cacheTags.book(slug), cacheTags.bookCards(slug)]),
  ]
  const fields = changed(change, BOOK_LISTED)
  // Every talent's home book is read with the list of books: a new order or slug expires them all.
  if (fields.size > 0) tags.push(cacheTags.books)
  const before = new Set(memberIds(previousDoc))
  const after = new Set(memberIds(doc))
  for (const id of before) if (!after.has(id)) tags.push(cacheTags.talentHome(Number(id)))
  for (const id of after) if (!before.has(id)) tags.push(cacheTags.talentHome(Number(id)))
  if ([...fields].some((field) => IN_LINK.has(field)) && (await linkedFromMenu(change)))
    tags.push(cacheTags.navigation)
  return tags
}

const PAGE_LINKED = {
  slug: (page: Page) => page.slug,
  status: (page: Page) => page._status,
}

/** A page's save: its own address, a menu link to it, the sitemap. */
export async function pageChangeTags(change: ContentChange<Page>): Promise<string[]> {
  const tags = [cacheTags.content, ...slugsOf(change).map(cacheTags.page)]
  if (changed(change, PAGE_LINKED).size > 0 && (await linkedFromMenu(change)))
    tags.push(cacheTags.navigation)
  return tags
}

/** The slugs of the books that list a talent, or of every book. */
async function booksListing(talentId: number | undefined, req: PayloadRequest): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: 'books',
    where: talentId === undefined ? {} : { talents: { equals: talentId } },
    pagination: false,
    depth: 0,
    select: { slug: true },
    req,
  })
  return docs.map((book) => book.slug)
}

type MenuLink = {
  content?: { relationTo?: string; value?: unknown } | null
  submenu?: MenuLink[] | null
  subSubmenu?: MenuLink[] | null
}

/** Whether the menu, at any level, links to the saved document; a deleted one counts. */
async function linkedFromMenu({ collection, doc, operation, req }: ContentChange<{ id: number }>) {
  if (operation === 'delete') return true
  const navigation = await req.payload.findGlobal({ slug: 'navigation', depth: 0, req })
  const links = (items: readonly MenuLink[] | null | undefined): boolean =>
    (items ?? []).some(
      (item) =>
        (item.content?.relationTo === collection && idOf(item.content?.value) === doc.id) ||
        links(item.submenu) ||
        links(item.subSubmenu),
    )
  return links(navigation.items as MenuLink[] | undefined)
}
