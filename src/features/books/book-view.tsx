import type { PublicBook, TalentCard } from '@/lib/data/types'

import styles from './book-view.module.css'
import { TalentGrid } from './talent-grid'

export function BookView({ book, talents }: { book: PublicBook; talents: TalentCard[] }) {
  return (
    <div className={styles.book}>
      <header className={styles.header}>
        <h1>{book.title}</h1>
        {book.description && <p>{book.description}</p>}
      </header>
      {talents.length > 0 ? (
        <TalentGrid bookSlug={book.slug} talents={talents} />
      ) : (
        <p className={styles.empty}>
          No talent is shown in this book yet. Please look at our other books.
        </p>
      )}
    </div>
  )
}
