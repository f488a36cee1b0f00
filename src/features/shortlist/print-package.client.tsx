'use client'

import { MeasurementList } from '@/features/books/measurement-list'
import { MediaImage } from '@/features/media/media-image'
import { useUnits } from '@/features/books/units-choice.client'
import type { ShortlistTalent } from '@/lib/data/types'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import styles from './print-package.module.css'

type PrintPackageProps = { talents: readonly ShortlistTalent[]; agency: string }

/**
 * The shortlist as paper: one card per talent, one sheet each. Hidden on screen; the print
 * stylesheet shows it instead of the page, so the browser's print dialog prints the package.
 * Measurements in the visitor's units, as the comparison shows them.
 */
export function PrintPackage({ talents, agency }: PrintPackageProps) {
  const units = useUnits()
  const language = { text: useMessages().measurements, locale: useLocale() }
  return (
    <div className={styles.package}>
      {talents.map((talent) => (
        <section key={talent.slug} className={styles.card}>
          {talent.image && (
            <MediaImage media={talent.image} alt="" sizes="40vw" className={styles.image} />
          )}
          <div>
            <h2>{talent.name}</h2>
            <p>
              {talent.book.title}
              {talent.location ? ` · ${talent.location.name}` : ''}
            </p>
            <MeasurementList measurements={talent.measurements} units={units} language={language} />
            <p className={styles.agency}>{agency}</p>
          </div>
        </section>
      ))}
    </div>
  )
}
