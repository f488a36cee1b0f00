import 'server-only'

import { cacheTags } from '@/lib/cache-tags'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import type { User } from '@/payload-types'

import { cachedRead, cachedSharedRead, noteReadTags } from './cached'
import { asPublicMedia } from './media'
import { inLanguage, payloadClient, publicPopulate } from './payload'
import { asLocation, readTalentCards } from './talent-cards'
import { publishedCards } from './talent-index'
import type {
  PageBlocks,
  PublicBook,
  PublicMedia,
  PublicTalent,
  Seo,
  TalentCard,
  TalentLink,
} from './types'

type SeoSource = {
  seo?: { title?: string | null; description?: string | null; image?: unknown } | null
}

export function toSeo(source: SeoSource, fallbackTitle: string, fallbackDescription = ''): Seo {
  return {
    title: source.seo?.title || fallbackTitle,
    description: source.seo?.description || fallbackDescription,
    image: asPublicMedia(source.seo?.image as Parameters<typeof asPublicMedia>[0]),
  }
}

const present = <T>(value: T | null): value is T => value !== null

/**
 * Whose view a read is: visitors see what is published; staff previewing in draft mode see the
 * latest drafts, read with their own session so Payload's access rules still decide.
 */
export type Viewer = { readonly draft: false } | { readonly draft: true; readonly user: User }

const VISITOR: Viewer = { draft: false }

const asViewer = (viewer: Viewer) => (viewer.draft ? { draft: true, user: viewer.user } : {})

export type PublicPage = {
  title: string
  slug: string
  layout: 'default' | 'empty'
  blocks: PageBlocks
  seo: Seo
}

async function readPage(locale: Locale, slug: string, viewer: Viewer): Promise<PublicPage | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'pages',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    ...inLanguage(locale),
    ...asViewer(viewer),
    select: { title: true, slug: true, layout: true, blocks: true, seo: true },
    populate: publicPopulate,
  })
  const page = docs[0]
  if (!page) return null
  return {
    title: page.title,
    slug: page.slug,
    layout: page.layout,
    blocks: page.blocks ?? [],
    seo: toSeo(page, page.title),
  }
}

export const getPage = cachedRead(
  'page',
  (locale: Locale, slug: string) => readPage(locale, slug, VISITOR),
  (slug) => [cacheTags.page(slug), cacheTags.media, cacheTags.books, cacheTags.locations],
)

export type BookWithOrder = PublicBook & { seo: Seo; talentIds: number[] }

async function readBook(
  locale: Locale,
  slug: string,
  viewer: Viewer,
): Promise<BookWithOrder | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'books',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 0,
    overrideAccess: false,
    ...inLanguage(locale),
    ...asViewer(viewer),
    select: { title: true, slug: true, description: true, talents: true, seo: true },
  })
  const book = docs[0]
  if (!book) return null
  return {
    id: book.id,
    title: book.title,
    slug: book.slug,
    description: book.description ?? null,
    seo: toSeo(book, book.title, book.description ?? ''),
    talentIds: (book.talents ?? []).map((talent) =>
      typeof talent === 'object' ? talent.id : talent,
    ),
  }
}

export const getBook = cachedRead(
  'book',
  (locale: Locale, slug: string) => readBook(locale, slug, VISITOR),
  (slug) => [cacheTags.book(slug), cacheTags.media],
)

export const listBooks = cachedRead(
  'books',
  async (locale: Locale): Promise<PublicBook[]> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'books',
      sort: 'order',
      limit: 100,
      depth: 0,
      overrideAccess: false,
      ...inLanguage(locale),
      select: { title: true, slug: true, description: true },
    })
    return docs.map(({ id, title, slug, description }) => ({
      id,
      title,
      slug,
      description: description ?? null,
    }))
  },
  () => [cacheTags.books],
)

/** The talents of a book a staff member previewing may see, in the order staff set on the book. */
async function readBookTalents(
  locale: Locale,
  bookSlug: string,
  viewer: Viewer,
): Promise<TalentCard[]> {
  const book = await readBook(locale, bookSlug, viewer)
  if (!book) return []
  const cards = await readTalentCards(locale, book.talentIds, asViewer(viewer))
  return book.talentIds.flatMap((id) => cards.get(id)?.card ?? [])
}

/**
 * The published talents of a book, in the order staff set on the book, from the talent index.
 * The page notes the tags a publish that changes them expires (cms/hooks/content-tags.ts).
 */
export async function getBookTalents(locale: Locale, bookSlug: string): Promise<TalentCard[]> {
  noteReadTags(locale, [
    cacheTags.bookCards(bookSlug),
    cacheTags.book(bookSlug),
    cacheTags.media,
    cacheTags.locations,
  ])
  const book = await getBook(locale, bookSlug)
  return book ? publishedCards(locale, book.talentIds) : []
}

/** A talent's previous and next in their book, as their page links to them. */
export type Neighbours = { previous: TalentLink | null; next: TalentLink | null }

type Around = { previous: TalentCard | null; next: TalentCard | null }

/**
 * The cards before and after `talentSlug` in a book's order (the last leads to the first), or
 * null when the book shows no such talent.
 */
function around(cards: readonly TalentCard[], talentSlug: string): Around | null {
  const at = cards.findIndex((card) => card.slug === talentSlug)
  if (at === -1) return null
  const card = (offset: number) =>
    cards.length < 2 ? null : (cards[(at + offset + cards.length) % cards.length] ?? null)
  return { previous: card(-1), next: card(1) }
}

const asLink = (card: TalentCard | null): TalentLink | null =>
  card && { name: card.name, slug: card.slug }

const asNeighbours = (found: Around | null): Neighbours | null =>
  found && { previous: asLink(found.previous), next: asLink(found.next) }

/**
 * A published talent's previous and next in a book, from the talent index. The page notes the
 * book's order and the two talents it links to: a talent's new name re-renders the pages that
 * show it, not every page of their book.
 */
async function getNeighbours(
  locale: Locale,
  bookSlug: string,
  talentSlug: string,
): Promise<Neighbours | null> {
  noteReadTags(locale, [cacheTags.book(bookSlug)])
  const book = await getBook(locale, bookSlug)
  if (!book) return null
  const found = around(await publishedCards(locale, book.talentIds), talentSlug)
  const linked = found ? [found.previous, found.next] : []
  noteReadTags(
    locale,
    linked.flatMap((card) => (card ? [cacheTags.talentLink(card.id)] : [])),
  )
  return asNeighbours(found)
}

/**
 * The books in the visitors' order, each with the published talents it is the first to list: a
 * talent's home book, where search and shortlists put them. Built from the cached reads above.
 */
export async function booksWithTheirTalents(
  locale: Locale,
): Promise<{ book: PublicBook; talents: TalentCard[] }[]> {
  const books = await listBooks(locale)
  const talentsByBook = await Promise.all(books.map((book) => getBookTalents(locale, book.slug)))
  const placed = new Set<number>()
  return books.map((book, index) => ({
    book,
    talents: (talentsByBook[index] ?? []).filter((talent) => {
      if (placed.has(talent.id)) return false
      placed.add(talent.id)
      return true
    }),
  }))
}

async function readTalent(
  locale: Locale,
  slug: string,
  viewer: Viewer,
): Promise<(PublicTalent & { seo: Seo }) | null> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'talents',
    where: { slug: { equals: slug } },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    ...inLanguage(locale),
    ...asViewer(viewer),
    select: {
      name: true,
      slug: true,
      inTown: true,
      measurements: true,
      bio: true,
      instagramUrl: true,
      instagramFollowers: true,
      location: true,
      portfolio: true,
      polaroids: true,
      polaroidsTakenAt: true,
      videos: true,
      cardImages: true,
      seo: true,
      updatedAt: true,
    },
    populate: publicPopulate,
  })
  const talent = docs[0]
  if (!talent) return null
  return {
    id: talent.id,
    name: talent.name,
    slug: talent.slug,
    inTown: talent.inTown ?? null,
    measurements: talent.measurements,
    bio: talent.bio ?? null,
    instagramUrl: talent.instagramUrl ?? null,
    instagramFollowers: talent.instagramFollowers ?? null,
    polaroidsTakenAt: talent.polaroidsTakenAt ?? null,
    updatedAt: talent.updatedAt,
    location: asLocation(talent.location),
    portfolio: (talent.portfolio ?? [])
      .map(({ image, caption }) => {
        const media = asPublicMedia(image)
        return media ? { image: media, caption: caption ?? null } : null
      })
      .filter(present),
    polaroids: (talent.polaroids ?? [])
      .map(({ image }) => {
        const media = asPublicMedia(image)
        return media ? { image: media } : null
      })
      .filter(present),
    videos: (talent.videos ?? [])
      .map(({ video, poster, caption }) => {
        const media = asPublicMedia(video)
        return media
          ? { video: media, poster: asPublicMedia(poster), caption: caption ?? null }
          : null
      })
      .filter(present),
    cardImages: (talent.cardImages ?? [])
      .map(asPublicMedia)
      .filter((media): media is PublicMedia => media !== null),
    seo: toSeo(talent, talent.name, talent.bio ?? ''),
  }
}

export const getTalent = cachedRead(
  'talent',
  (locale: Locale, slug: string) => readTalent(locale, slug, VISITOR),
  (slug) => [cacheTags.talent(slug), cacheTags.media, cacheTags.locations],
)

/** The reads a site path is resolved with (lib/data/resolve-path.ts), for one kind of viewer in one language. */
export type ContentReads = {
  readonly page: (slug: string) => Promise<PublicPage | null>
  readonly book: (slug: string) => Promise<BookWithOrder | null>
  readonly bookTalents: (bookSlug: string) => Promise<TalentCard[]>
  readonly neighbours: (bookSlug: string, talentSlug: string) => Promise<Neighbours | null>
  readonly talent: (slug: string) => Promise<(PublicTalent & { seo: Seo }) | null>
}

/** What visitors see: published content, cached across requests. */
export function publishedReads(locale: Locale): ContentReads {
  return {
    page: (slug) => getPage(locale, slug),
    book: (slug) => getBook(locale, slug),
    bookTalents: (bookSlug) => getBookTalents(locale, bookSlug),
    neighbours: (bookSlug, talentSlug) => getNeighbours(locale, bookSlug, talentSlug),
    talent: (slug) => getTalent(locale, slug),
  }
}

/**
 * What a staff member previewing in draft mode sees: the latest drafts, read per request and
 * never cached, since a draft is theirs alone until it is published.
 */
export function draftReads(locale: Locale, user: User): ContentReads {
  const viewer: Viewer = { draft: true, user }
  return {
    page: (slug) => readPage(locale, slug, viewer),
    book: (slug) => readBook(locale, slug, viewer),
    bookTalents: (bookSlug) => readBookTalents(locale, bookSlug, viewer),
    neighbours: async (bookSlug, talentSlug) =>
      asNeighbours(around(await readBookTalents(locale, bookSlug, viewer), talentSlug)),
    talent: (slug) => readTalent(locale, slug, viewer),
  }
}

/** A numeric talent id, for the redirect from /{book}/{id} to the slug address (any language). */
export const getTalentSlugById = cachedSharedRead(
  'talent-slug',
  async (id: number): Promise<string | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'talents',
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: false,
      ...inLanguage(DEFAULT_LOCALE),
      select: { slug: true },
    })
    return docs[0]?.slug ?? null
  },
  (id) => [cacheTags.talentId(id)],
)
