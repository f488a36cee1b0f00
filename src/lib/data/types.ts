import type { Book, Location, Media, Page, Talent } from '@/payload-types'

/** The public shapes the site renders and `/api/{path}` returns. Drafts and staff-only fields never fit. */

export type MenuItem = { label: string; slug: string; submenu: MenuItem[] }

export type PublicMedia = Pick<
  Media,
  | 'id'
  | 'filename'
  | 'alt'
  | 'caption'
  | 'width'
  | 'height'
  | 'mimeType'
  | 'updatedAt'
  | 'focalX'
  | 'focalY'
>

export type PublicLocationRef = Pick<Location, 'id' | 'name' | 'slug' | 'town'>

export type Seo = { title: string; description: string; image: PublicMedia | null }

export type PublicBook = Pick<Book, 'id' | 'title' | 'slug' | 'description'>

export type TalentCard = Pick<Talent, 'id' | 'name' | 'slug' | 'inTown' | 'measurements'> & {
  location: PublicLocationRef | null
  image: PublicMedia | null
}

/** A shortlisted talent as every shortlist view shows it: its card and the book it is shown in. */
export type ShortlistTalent = TalentCard & { book: Pick<PublicBook, 'slug' | 'title'> }

export type PublicTalent = Pick<
  Talent,
  | 'id'
  | 'name'
  | 'slug'
  | 'inTown'
  | 'measurements'
  | 'bio'
  | 'instagramUrl'
  | 'instagramFollowers'
  | 'polaroidsTakenAt'
  | 'updatedAt'
> & {
  location: PublicLocationRef | null
  portfolio: { image: PublicMedia; caption: string | null }[]
  polaroids: { image: PublicMedia }[]
  videos: { video: PublicMedia; poster: PublicMedia | null; caption: string | null }[]
  cardImages: PublicMedia[]
}

export type PageBlocks = NonNullable<Page['blocks']>

type PageDataBase = {
  path: string
  title: string
  layout: 'default' | 'empty'
  seo: Seo
  menu: MenuItem[]
}

export type PageData =
  | (PageDataBase & { kind: 'page'; page: { slug: string; blocks: PageBlocks } })
  | (PageDataBase & { kind: 'book'; book: PublicBook; talents: TalentCard[] })
  | (PageDataBase & {
      kind: 'talent'
      book: PublicBook
      talent: PublicTalent
      previous: TalentLink | null
      next: TalentLink | null
    })

/** The data of one kind of page: `PageOf<'book'>`. */
export type PageOf<Kind extends PageData['kind']> = Extract<PageData, { kind: Kind }>

export type TalentLink = Pick<Talent, 'name' | 'slug'>

/** What a path resolves to: content, a permanent redirect, or nothing (404). */
export type Resolution = { data: PageData } | { redirect: string } | null
