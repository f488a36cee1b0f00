import { shortenNumber } from '@/lib/format-number'
import { instagramHandle, instagramProfileUrl } from '@/lib/instagram'
import { PrintDialog } from '@/features/print/print-dialog.client'
import { ShortlistToggle } from '@/features/shortlist/shortlist-toggle.client'
import type { PublicBook, PublicTalent, TalentLink } from '@/lib/data/types'

import { TalentJsonLd } from './json-ld'
import { PortfolioViewer } from './portfolio-viewer.client'
import { BackToBook, TalentPager } from './talent-trail.client'
import { talentSets } from './talent-sets'
import styles from './talent-view.module.css'
import { MeasurementsWithUnits } from './units.client'

type TalentViewProps = {
  book: PublicBook
  talent: PublicTalent
  previous: TalentLink | null
  next: TalentLink | null
}

const monthYear = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

export function TalentView({ book, talent, previous, next }: TalentViewProps) {
  const handle = instagramHandle(talent.instagramUrl)
  return (
    <article className={styles.talent}>
      <TalentJsonLd book={book} talent={talent} />
      <header className={styles.header}>
        <p className={styles.book}>
          <BackToBook bookSlug={book.slug} talentSlug={talent.slug} title={book.title} />
        </p>
        <h1>{talent.name}</h1>
        <p className={styles.status}>
          {talent.location?.name}
          {talent.inTown ? ' · In town' : ' · Out of town'}
        </p>
        {handle && (
          <p className={styles.instagram}>
            <a href={instagramProfileUrl(handle)} target="_blank" rel="noopener noreferrer">
              @{handle}
            </a>
            {talent.instagramFollowers
              ? ` · ${shortenNumber(talent.instagramFollowers)} followers`
              : null}
          </p>
        )}
        <MeasurementsWithUnits measurements={talent.measurements} />
        {talent.bio && <p className={styles.bio}>{talent.bio}</p>}
        {/* A div: the dialog is a block, which a paragraph cannot hold (it broke hydration). */}
        <div className={styles.actions}>
          <ShortlistToggle slug={talent.slug} name={talent.name} variant="inline" />
          <PrintDialog bookSlug={book.slug} talentSlug={talent.slug} name={talent.name} />
        </div>
      </header>

      <section aria-labelledby="portfolio-heading" className={styles.section}>
        <h2 id="portfolio-heading">Portfolio</h2>
        {talent.polaroids.length > 0 && talent.polaroidsTakenAt && (
          <p className={styles.updated}>
            Polaroids updated {monthYear.format(new Date(talent.polaroidsTakenAt))}
          </p>
        )}
        <PortfolioViewer name={talent.name} talentSlug={talent.slug} sets={talentSets(talent)} />
      </section>

      <nav aria-label="More talent" className={styles.pager}>
        <TalentPager
          bookSlug={book.slug}
          talentSlug={talent.slug}
          previous={previous}
          next={next}
        />
      </nav>
    </article>
  )
}
