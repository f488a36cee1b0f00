import Link from 'next/link'

import { MeasurementList } from '@/features/books/measurement-list'
import { MediaImage } from '@/features/media/media-image'
import type { PublicBook, PublicTalent } from '@/lib/data/types'
import { fill } from '@/lib/i18n/format'
import { localizedPath } from '@/lib/i18n/locales'
import { getMessages, requestLocale } from '@/lib/i18n/server'
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
export async function PrintCard({ book, talent, agency, options }: PrintCardProps) {
  const [{ print, measurements }, locale] = await Promise.all([getMessages(), requestLocale()])
  const base = localizedPath(printPath(book.slug, talent.slug), locale)
  const images =
    options.layout === 'card' ? cardImages(talent) : talent.portfolio.map(({ image }) => image)
  const [lead, ...rest] = images
  return (
    <>
      <nav className={styles.controls} aria-label={print.options}>
        <Link href={localizedPath(talentPath(book.slug, talent.slug), locale)} prefetch={false}>
          ← {talent.name}
        </Link>
        <Link
          href={`${base}${printQuery({ ...options, layout: options.layout === 'card' ? 'portfolio' : 'card' })}`}
          prefetch={false}
        >
          {options.layout === 'card' ? print.fullPortfolio : print.card}
        </Link>
        <Link
          href={`${base}${printQuery({ ...options, units: options.units === 'cm' ? 'in' : 'cm' })}`}
          prefetch={false}
        >
          {options.units === 'cm' ? print.inches : print.centimetres}
        </Link>
        <a href={`${base}/pdf${printQuery(options)}`} download={pdfFileName(talent.slug)}>
          {print.downloadPdf}
        </a>
        <PrintButton />
      </nav>
      <article
        className={options.layout === 'card' ? styles.card : styles.portfolio}
        aria-label={fill(
          options.layout === 'card' ? print.printableCard : print.printablePortfolio,
          { name: talent.name },
        )}
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
          <MeasurementList
            measurements={talent.measurements}
            units={options.units}
            language={{ text: measurements, locale }}
          />
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
