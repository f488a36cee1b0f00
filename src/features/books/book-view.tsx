import Link from 'next/link'
import { redirect } from 'next/navigation'

import type { PublicBook, TalentCard } from '@/lib/data/types'
import { fill, plural } from '@/lib/i18n/format'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { bookPath } from '@/lib/paths'

import { BookFilters } from './book-filters'
import { BookTrail } from './book-trail.client'
import styles from './book-view.module.css'
import { BookJsonLd } from './json-ld'
import {
  filterQuery,
  filterTalents,
  isFiltered,
  paginate,
  pageTrail,
  type BookFilters as Filters,
} from './filters'
import { TalentGrid } from './talent-grid'

type BookViewProps = { locale: Locale; book: PublicBook; talents: TalentCard[]; filters: Filters }

/** A book's page in the page's language; a plain function of its props (decision 0031). */
export function BookView({ locale, book, talents, filters }: BookViewProps) {
  const text = catalogues[locale].books
  const matching = filterTalents(talents, filters)
  const bookPage = paginate(matching, filters.page)
  const { talents: shown, page, pageCount, total } = bookPage
  const bookHref = localizedPath(bookPath(book.slug), locale)
  const pageHref = (target: number) => `${bookHref}${filterQuery(filters, target)}`
  // A page past the last (a shared link to a book that has since shrunk, a made-up number) is
  // the last page, at its own address: one address, one entry in the page cache.
  if (filters.page > pageCount) redirect(pageHref(pageCount))
  const count = isFiltered(filters)
    ? fill(plural(locale, total, text.countFiltered), { total, all: talents.length })
    : fill(plural(locale, total, text.count), { total })
  return (
    <div className={styles.book}>
      <BookJsonLd book={book} bookPage={bookPage} locale={locale} />
      <BookTrail talents={pageTrail(matching, bookPage)} />
      <header className={styles.header}>
        <h1>{book.title}</h1>
        {book.description && <p>{book.description}</p>}
      </header>
      <BookFilters locale={locale} bookSlug={book.slug} filters={filters} />
      <p className={styles.count} role="status">
        {count}
      </p>
      {shown.length > 0 ? (
        <TalentGrid locale={locale} bookSlug={book.slug} talents={shown} opensPage />
      ) : (
        <div className={styles.empty}>
          <p>{talents.length === 0 ? text.empty : text.noMatch}</p>
          {isFiltered(filters) && (
            <Link href={bookHref} prefetch={false}>
              {text.clearFilters}
            </Link>
          )}
        </div>
      )}
      {pageCount > 1 && (
        <nav aria-label={text.pages} className={styles.pages}>
          {page > 1 && (
            <Link href={pageHref(page - 1)} rel="prev" prefetch={false}>
              {text.previousPage}
            </Link>
          )}
          <span>{fill(text.pageOf, { page, count: pageCount })}</span>
          {page < pageCount && (
            <Link href={pageHref(page + 1)} rel="next" prefetch={false}>
              {text.nextPage}
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}
