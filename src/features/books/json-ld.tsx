import { mediaPath, proxyImageUrl } from '@/features/image-proxy/url'
import { JsonLd } from '@/features/page/json-ld'
import { breadcrumbData } from '@/features/seo/structured-data'
import { mediaVersion } from '@/lib/data/media'
import type { PublicBook, PublicTalent } from '@/lib/data/types'
import { env } from '@/lib/env'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { instagramHandle, instagramProfileUrl } from '@/lib/instagram'
import { bookPath, talentPath } from '@/lib/paths'

import { TALENTS_PER_PAGE, type BookPage } from './filters'

/** The page's own address, in its language. */
const absolute = (path: string, locale: Locale) => `${env.siteUrl}${localizedPath(path, locale)}`

/**
 * The book as a list, of which this page holds its own talents at their places in the whole
 * (`position` 49 onwards on page 2): a page's bytes grow with the page, not the book.
 */
export function bookStructuredData(book: PublicBook, bookPage: BookPage, locale: Locale) {
  const first = (bookPage.page - 1) * TALENTS_PER_PAGE + 1
  return {
    '@type': 'ItemList',
    name: book.title,
    url: absolute(bookPath(book.slug), locale),
    numberOfItems: bookPage.total,
    itemListElement: bookPage.talents.map((talent, index) => ({
      '@type': 'ListItem',
      position: first + index,
      name: talent.name,
      url: absolute(talentPath(book.slug, talent.slug), locale),
    })),
  }
}

export function talentStructuredData(book: PublicBook, talent: PublicTalent, locale: Locale) {
  const image = talent.portfolio[0]?.image
  const handle = instagramHandle(talent.instagramUrl)
  const heightCm = talent.measurements?.heightCm
  return {
    '@type': 'Person',
    name: talent.name,
    url: absolute(talentPath(book.slug, talent.slug), locale),
    ...(talent.bio ? { description: talent.bio } : {}),
    ...(image?.filename
      ? {
          image: `${env.siteUrl}${proxyImageUrl(mediaPath(image.filename), {
            width: 1200,
            version: mediaVersion(image),
          })}`,
        }
      : {}),
    ...(heightCm
      ? { height: { '@type': 'QuantitativeValue', value: heightCm, unitCode: 'CMT' } }
      : {}),
    ...(handle ? { sameAs: [instagramProfileUrl(handle)] } : {}),
    ...(talent.location ? { workLocation: { '@type': 'Place', name: talent.location.name } } : {}),
  }
}

/** The breadcrumbs' steps in the page's language: home, the book, the talent. */
const breadcrumbs = (locale: Locale, steps: { name: string; path: string }[]) =>
  breadcrumbData(
    [{ name: catalogues[locale].books.home, path: '/' }, ...steps].map(({ name, path }) => ({
      name,
      path: localizedPath(path, locale),
    })),
    env.siteUrl,
  )

export const BookJsonLd = ({
  book,
  bookPage,
  locale,
}: {
  book: PublicBook
  bookPage: BookPage
  locale: Locale
}) => (
  <>
    <JsonLd data={bookStructuredData(book, bookPage, locale)} />
    <JsonLd data={breadcrumbs(locale, [{ name: book.title, path: bookPath(book.slug) }])} />
  </>
)

export const TalentJsonLd = ({
  book,
  talent,
  locale,
}: {
  book: PublicBook
  talent: PublicTalent
  locale: Locale
}) => (
  <>
    <JsonLd data={talentStructuredData(book, talent, locale)} />
    <JsonLd
      data={breadcrumbs(locale, [
        { name: book.title, path: bookPath(book.slug) },
        { name: talent.name, path: talentPath(book.slug, talent.slug) },
      ])}
    />
  </>
)
