import Link from 'next/link'

import type { PublicBook, TalentCard } from '@/lib/data/types'
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
  type BookFilters as Filters,
} from './filters'
import { TalentGrid } from './talent-grid'

type BookViewProps = { book: PublicBook; talents: TalentCard[]; filters: Filters }

export function BookView({ book, talents, filters }: BookViewProps) {
  const matching = filterTalents(talents, filters)
  const { talents: shown, page, pageCount, total } = paginate(matching, filters.page)
  const pageHref = (target: number) => `${bookPath(book.slug)}${filterQuery(filters, target)}`
  return (
    <div className={styles.book}>
      <BookJsonLd book={book} talents={matching} />
      <BookTrail talents={matching.map(({ name, slug }) => ({ name, slug }))} />
      <header className={styles.header}>
        <h1>{book.title}</h1>
        {book.description && <p>{book.description}</p>}
      </header>
      <BookFilters bookSlug={book.slug} filters={filters} />
      <p className={styles.count} role="status">
        {isFiltered(filters) ? `${total} of ${talents.length} talents match` : `${total} talents`}
      </p>
      {shown.length > 0 ? (
        <TalentGrid bookSlug={book.slug} talents={shown} opensPage />
      ) : (
        <div className={styles.empty}>
          <p>
            {talents.length === 0
              ? 'No talent is shown in this book yet. Please look at our other books.'
              : 'No talent matches these filters. Widen the height range, choose any town, hair or eyes, or clear the filters.'}
          </p>
          {isFiltered(filters) && (
            <Link href={bookPath(book.slug)} prefetch={false}>
              Clear filters
            </Link>
          )}
        </div>
      )}
      {pageCount > 1 && (
        <nav aria-label="Pages" className={styles.pages}>
          {page > 1 && (
            <Link href={pageHref(page - 1)} rel="prev" prefetch={false}>
              Previous page
            </Link>
          )}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount && (
            <Link href={pageHref(page + 1)} rel="next" prefetch={false}>
              Next page
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}
