import { formatMonthYear } from '@/lib/format-date'
import { formatCount } from '@/lib/format-number'
import { fill } from '@/lib/i18n/format'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { instagramHandle, instagramProfileUrl } from '@/lib/instagram'
import { PrintDialog } from '@/features/print/print-dialog.client'
import { INQUIRE_PARAM, SHORTLIST_PATH } from '@/features/shortlist/constants'
import { ShortlistToggle } from '@/features/shortlist/shortlist-toggle.client'
import type { PublicBook, PublicTalent, TalentLink } from '@/lib/data/types'

import { TalentJsonLd } from './json-ld'
import { PortfolioViewer } from './portfolio-viewer.client'
import { BackToBook, TalentPager } from './talent-trail.client'
import { talentSets } from './talent-sets'
import styles from './talent-view.module.css'
import { MeasurementsWithUnits } from './units.client'

type TalentViewProps = {
  locale: Locale
  book: PublicBook
  talent: PublicTalent
  previous: TalentLink | null
  next: TalentLink | null
}

/** A talent's page in the page's language; a plain function of its props (decision 0031). */
export function TalentView({ locale, book, talent, previous, next }: TalentViewProps) {
  const text = catalogues[locale].talent
  const handle = instagramHandle(talent.instagramUrl)
  return (
    <article className={styles.talent}>
      <TalentJsonLd book={book} talent={talent} locale={locale} />
      {/* The name, then the pictures, then the facts: a phone's first screen shows the name and
          the first picture; a wide screen sets the pictures beside the name and facts. */}
      <header className={styles.header}>
        <p className={styles.book}>
          <BackToBook bookSlug={book.slug} talentSlug={talent.slug} title={book.title} />
        </p>
        <h1>{talent.name}</h1>
        <p className={styles.status}>
          {talent.location?.name}
          {' · '}
          {talent.inTown ? text.inTown : text.outOfTown}
        </p>
      </header>

      <section aria-labelledby="portfolio-heading" className={styles.pictures}>
        <h2 id="portfolio-heading">{text.portfolio}</h2>
        {talent.polaroids.length > 0 && talent.polaroidsTakenAt && (
          <p className={styles.updated}>
            {fill(text.polaroidsUpdated, {
              date: formatMonthYear(talent.polaroidsTakenAt, locale),
            })}
          </p>
        )}
        <PortfolioViewer
          name={talent.name}
          talentSlug={talent.slug}
          sets={talentSets(talent, text)}
        />
      </section>

      <div className={styles.facts}>
        {handle && (
          <p className={styles.instagram}>
            <a href={instagramProfileUrl(handle)} target="_blank" rel="noopener noreferrer">
              @{handle}
            </a>
            {talent.instagramFollowers
              ? ` · ${fill(text.followers, { count: formatCount(talent.instagramFollowers, locale) })}`
              : null}
          </p>
        )}
        <MeasurementsWithUnits measurements={talent.measurements} />
        {talent.bio && <p className={styles.bio}>{talent.bio}</p>}
        {/* A div: the dialog is a block, which a paragraph cannot hold (it broke hydration). */}
        <div className={styles.actions}>
          <ShortlistToggle slug={talent.slug} name={talent.name} variant="inline" />
          {/* A link, no script: the shortlist page adds the talent and opens its inquiry. */}
          <a
            className={styles.inquire}
            href={`${localizedPath(SHORTLIST_PATH, locale)}?${INQUIRE_PARAM}=${talent.slug}`}
          >
            {text.inquire}
          </a>
          <PrintDialog bookSlug={book.slug} talentSlug={talent.slug} name={talent.name} />
        </div>
      </div>

      <nav aria-label={text.moreTalent} className={styles.pager}>
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
