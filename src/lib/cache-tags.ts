import type { Locale } from '@/lib/i18n/locales'

/**
 * The names under which site data is cached (lib/data) and expired (cms/hooks/content-tags.ts).
 * Each names what a publish can change, no more: a page the front keeps is kept until a tag it
 * read expires (lib/cache/render-record.mjs), so a tag that stands for too much re-renders pages
 * that show nothing of the change, and one that stands for too little leaves them old.
 */
export const cacheTags = {
  /** Every published page, book and talent with its date (the sitemap): any publish of one. */
  content: 'content',
  /** The books as a list: their titles, slugs, descriptions and order. */
  books: 'books',
  /** One book: its own fields, and which of its talents are published, in what order. */
  book: (slug: string) => `book:${slug}`,
  /** The cards of a book's talents (name, picture, measurements, town). */
  bookCards: (slug: string) => `book-cards:${slug}`,
  /** One talent's own page. */
  talent: (slug: string) => `talent:${slug}`,
  /** A talent's name and address as other talents' pages link to them (previous and next). */
  talentLink: (id: number) => `talent-link:${id}`,
  /** A talent's slug, by id. */
  talentId: (id: number) => `talent-id:${id}`,
  /** A talent's home book, the first that lists them (their canonical address). */
  talentHome: (id: number) => `talent-home:${id}`,
  /** One page of blocks. */
  page: (slug: string) => `page:${slug}`,
  media: 'media',
  /**
   * Every media item, a new upload included: what the talent index's card epoch counts. It is
   * never noted on a page (a new picture is on none until a publish shows it); it only expires
   * that count in every copy of the data cache, so that no copy keeps an older one.
   */
  mediaLibrary: 'media-library',
  faqs: 'faqs',
  locations: 'locations',
  navigation: 'global:navigation',
  settings: 'global:settings',
  footer: 'global:footer',
} as const

/**
 * A tag in one language. Every read is cached in the language it was read in, under the
 * language-scoped form of its tags (`books@es`), so a publish of Spanish alone can expire the
 * Spanish reads and leave the English ones cached (cms/hooks/revalidate.ts decides which).
 */
export const inLocale = (tag: string, locale: Locale): string => `${tag}@${locale}`
