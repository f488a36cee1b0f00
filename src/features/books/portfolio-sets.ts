import type { TalentLink } from '@/lib/data/types'

/** One picture (or video) of a set, ready to draw: what the carousel shows and the lightbox opens. */
export type PortfolioMedia = {
  id: number
  /** What the lightbox opens: the full-size picture, or the video file. */
  href: string
  caption: string
  type?: 'video'
  /** The thumbnail the carousel draws; a video without a poster has none. */
  image: {
    src: string
    srcSet: string
    width: number
    height: number
    alt: string
    /** Its focal point as CSS `object-position`, for the lightbox's cropped thumbnails. */
    objectPosition: string
  } | null
}

/** One of a talent's sets: the portfolio, polaroids, videos (and any other set staff define). */
export type PortfolioSet = { key: string; label: string; medias: PortfolioMedia[] }

/** The set shown for a choice: the chosen one when the talent has it, else the main portfolio. */
export function shownSet(sets: PortfolioSet[], selected: string): PortfolioSet | undefined {
  return sets.find((set) => set.key === selected) ?? sets[0]
}

/** The set an address's hash names (`#lena-vogel-polaroids-2`), if it names one of these. */
export function setInHash(sets: PortfolioSet[], talentSlug: string, hash: string) {
  return sets.find((set) => new RegExp(`^#${talentSlug}-${set.key}-\\d+$`).test(hash))
}

/**
 * A talent of a book page as the visitor filtered it, with the address of that filtered view;
 * `edge`: a neighbour of the page's first or last talent, on another page (pageTrail).
 */
export type TrailEntry = TalentLink & { book: string; edge?: true }

export type TrailLinks = { previous: TalentLink | null; next: TalentLink | null; book: string }

/**
 * Where previous, next and "back to the book" lead from a talent, following the book as the
 * visitor last filtered it (the store's `talent_portfolios`): the page of it they saw. Null when
 * that list is of another book or this talent is not on that page: the book's full order then
 * applies. A one-page list wraps around, like the full order; a page's list ends in its edges.
 */
export function trailLinks(
  trail: TrailEntry[],
  bookPath: string,
  talentSlug: string,
): TrailLinks | null {
  const index = trail.findIndex((entry) => !entry.edge && entry.slug === talentSlug)
  const here = trail[index]
  if (!here || new URL(here.book, 'http://site').pathname !== bookPath) return null
  const at = (offset: number): TalentLink | null => {
    if (trail.length < 2) return null
    const entry = trail[(index + offset + trail.length) % trail.length]
    return entry ? { name: entry.name, slug: entry.slug } : null
  }
  return { previous: at(-1), next: at(1), book: here.book }
}
