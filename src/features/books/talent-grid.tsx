import Link from 'next/link'

import { MediaImage } from '@/features/media/media-image'
import { ShortlistToggle } from '@/features/shortlist/shortlist-toggle.client'
import type { TalentCard } from '@/lib/data/types'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { talentPath } from '@/lib/paths'

import styles from './talent-grid.module.css'

/** How many cards render eagerly: the first row on a wide screen. */
const EAGER_CARDS = 4

type TalentGridProps = {
  locale: Locale
  bookSlug: string
  talents: TalentCard[]
  /**
   * Whether the grid opens the page, so its first row is what a visitor sees first. A grid
   * further down loads every picture lazily: eager pictures there would take a slow phone's
   * bandwidth from the picture that opens the page (its largest paint).
   */
  opensPage: boolean
}

export function TalentGrid({ locale, bookSlug, talents, opensPage }: TalentGridProps) {
  return (
    <ul className={styles.grid}>
      {talents.map((talent, index) => (
        <li key={talent.id} className={styles.item}>
          <Link
            href={localizedPath(talentPath(bookSlug, talent.slug), locale)}
            className={styles.card}
            prefetch={false}
          >
            {talent.image ? (
              <MediaImage
                media={talent.image}
                alt=""
                sizes="(max-width: 40rem) 50vw, (max-width: 64rem) 33vw, 25vw"
                priority={opensPage && index < EAGER_CARDS}
                className={styles.image}
              />
            ) : (
              <span className={styles.placeholder} />
            )}
            <span className={styles.name}>{talent.name}</span>
            {talent.location && <span className={styles.town}>{talent.location.name}</span>}
          </Link>
          <ShortlistToggle slug={talent.slug} name={talent.name} variant="card" />
        </li>
      ))}
    </ul>
  )
}
