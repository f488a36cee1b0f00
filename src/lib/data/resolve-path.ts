import 'server-only'

import { cache } from 'react'

import type { Locale } from '@/lib/i18n/locales'
import { HOME_SLUG, talentPath } from '@/lib/paths'

import type { User } from '@/payload-types'

import { draftReads, getTalentSlugById, publishedReads, type ContentReads } from './content'
import { getMenu } from './menu'
import type { PageData, Resolution } from './types'

const NUMERIC_ID = /^\d{1,15}$/

/**
 * What the site shows at a path: the page behind `/` and every fixed route, a book at `/{books}`,
 * a talent at `/{books}/{id}`. The site's routes and `GET /api/{path}` both read it, so they can
 * never disagree. `path` is decoded and without its language prefix (`/women/ana-silva`), read
 * in `locale`; memoised per request.
 */
export const resolvePath = cache((locale: Locale, path: string) =>
  resolveWith(locale, publishedReads(locale), path),
)

/**
 * The same for a staff member previewing in draft mode: the latest drafts at `path`. Only the
 * site's routes use it, never `GET /api/{path}`, which shows what is published.
 */
export const resolveDraftPath = cache((locale: Locale, path: string, user: User) =>
  resolveWith(locale, draftReads(locale, user), path),
)

async function resolveWith(locale: Locale, reads: ContentReads, path: string): Promise<Resolution> {
  const [first, second, ...rest] = path.split('/').filter(Boolean)
  if (rest.length > 0) return null
  if (first === undefined) return resolvePage(locale, reads, HOME_SLUG, '/')
  if (second === undefined) {
    if (first === HOME_SLUG) return { redirect: '/' }
    return (
      (await resolvePage(locale, reads, first, `/${first}`)) ?? resolveBook(locale, reads, first)
    )
  }
  return resolveTalent(locale, reads, first, second)
}

async function resolvePage(
  locale: Locale,
  reads: ContentReads,
  slug: string,
  path: string,
): Promise<Resolution> {
  const page = await reads.page(slug)
  if (!page) return null
  const menu = await getMenu(locale)
  return {
    data: {
      kind: 'page',
      path,
      title: page.title,
      layout: page.layout,
      seo: page.seo,
      menu,
      page: { slug: page.slug, blocks: page.blocks },
    },
  }
}

async function resolveBook(locale: Locale, reads: ContentReads, slug: string): Promise<Resolution> {
  const book = await reads.book(slug)
  if (!book) return null
  const [talents, menu] = await Promise.all([reads.bookTalents(slug), getMenu(locale)])
  const { talentIds: _order, seo, ...publicBook } = book
  return {
    data: {
      kind: 'book',
      path: `/${slug}`,
      title: book.title,
      layout: 'default',
      seo,
      menu,
      book: publicBook,
      talents,
    },
  }
}

async function resolveTalent(
  locale: Locale,
  reads: ContentReads,
  bookSlug: string,
  id: string,
): Promise<Resolution> {
  const book = await reads.book(bookSlug)
  if (!book) return null
  if (NUMERIC_ID.test(id)) {
    const slug = await getTalentSlugById(Number(id))
    return slug ? { redirect: talentPath(bookSlug, slug) } : null
  }
  const [talent, neighbours, menu] = await Promise.all([
    reads.talent(id),
    reads.neighbours(bookSlug, id),
    getMenu(locale),
  ])
  if (!talent || !neighbours) return null
  const { talentIds: _order, seo: _bookSeo, ...publicBook } = book
  const { seo, ...publicTalent } = talent
  const data: PageData = {
    kind: 'talent',
    path: talentPath(bookSlug, talent.slug),
    title: talent.name,
    layout: 'default',
    seo,
    menu,
    book: publicBook,
    talent: publicTalent,
    ...neighbours,
  }
  return { data }
}
