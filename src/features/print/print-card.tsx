import Link from 'next/link'

import { MeasurementList } from '@/features/books/measurement-list'
import { MediaImage } from '@/features/media/media-image'
import type { PublicBook, PublicTalent } from '@/lib/data/types'
import { printPath, talentPath } from '@/lib/paths'

import { AutoPrint, PrintButton } from './print-actions.client'
import { cardImages, pdfFileName, printQuery, type PrintOptions } from './options'
import styles from './print-card.module.css'

type PrintCardProps = {
  book: PublicBook
  talent: PublicTalent
  agency: string
  options: PrintOptions
}

/** The printable card (or whole portfolio) of a talent, laid out for paper by its stylesheet. */
export function PrintCard({ book, talent, agency, options }: PrintCardProps) {
  const base = printPath(book.slug, talent.slug)
  const images =
    options.layout === 'card' ? cardImages(talent) : talent.portfolio.map(({ image }) => image)
  const [lead, ...rest] = images
  return (
    <>
      <nav className={styles.controls} aria-label="Print options">
        <Link href={talentPath(book.slug, talent.slug)} prefetch={false}>
          ← {talent.name}
        </Link>
        <Link
          href={`${base}${printQuery({ ...options, layout: options.layout === 'card' ? 'portfolio' : 'card' })}`}
          prefetch={false}
        >
          {options.layout === 'card' ? 'Full portfolio' : 'Card'}
        </Link>
        <Link
          href={`${base}${printQuery({ ...options, units: options.units === 'cm' ? 'in' : 'cm' })}`}
          prefetch={false}
        >
          {options.units === 'cm' ? 'Inches' : 'Centimetres'}
        </Link>
        <a href={`${base}/pdf${printQuery(options)}`} download={pdfFileName(talent.slug)}>
          Download PDF
        </a>
        <PrintButton />
      </nav>
      <article
        className={options.layout === 'card' ? styles.card : styles.portfolio}
        aria-label={`${talent.name}, printable ${options.layout}`}
      >
        <div className={styles.images}>
          {lead && <MediaImage media={lead} sizes="60vw" priority className={styles.lead} />}
          {rest.map((image) => (
            <MediaImage
              key={image.id}
              media={image}
              sizes={options.layout === 'card' ? '20vw' : '45vw'}
              priority
              className={styles.small}
            />
          ))}
        </div>
        <footer className={styles.details}>
          <h1>{talent.name}</h1>
          <MeasurementList measurements={talent.measurements} units={options.units} />
          <p className={styles.agency}>
            {agency}
            {talent.location ? ` · ${talent.location.name}` : ''}
          </p>
        </footer>
      </article>
      {options.autoPrint && <AutoPrint />}
    </>
  )
}
