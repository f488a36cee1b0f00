import Link from 'next/link'

import { MediaImage, mediaFullUrl } from '@/features/media/media-image'
import { shortenNumber } from '@/lib/format-number'
import { instagramHandle, instagramProfileUrl } from '@/lib/instagram'
import { PrintDialog } from '@/features/print/print-dialog.client'
import type { PublicBook, PublicTalent, TalentLink } from '@/lib/data/types'
import { bookPath, mediaFileUrl, talentPath } from '@/lib/paths'

import { TalentJsonLd } from './json-ld'
import { PortfolioCarousel } from './portfolio-carousel.client'
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
  const gallery = `${talent.slug}-portfolio`
  return (
    <article className={styles.talent}>
      <TalentJsonLd book={book} talent={talent} />
      <header className={styles.header}>
        <p className={styles.book}>
          <Link href={bookPath(book.slug)} prefetch={false}>
            {book.title}
          </Link>
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
        <p>
          <PrintDialog bookSlug={book.slug} talentSlug={talent.slug} name={talent.name} />
        </p>
      </header>

      <section aria-labelledby="portfolio-heading" className={styles.section}>
        <h2 id="portfolio-heading">Portfolio</h2>
        <PortfolioCarousel label={`${talent.name}, portfolio`}>
          {talent.portfolio.map(({ image, caption }, index) => (
            <a
              key={image.id}
              href={mediaFullUrl(image)}
              data-gallery={gallery}
              data-caption={caption ?? image.alt}
            >
              <MediaImage
                media={image}
                sizes="(max-width: 40rem) 80vw, (max-width: 64rem) 45vw, 31vw"
                priority={index === 0}
              />
            </a>
          ))}
        </PortfolioCarousel>
      </section>

      {talent.polaroids.length > 0 && (
        <section aria-labelledby="polaroids-heading" className={styles.section}>
          <h2 id="polaroids-heading">Polaroids</h2>
          {talent.polaroidsTakenAt && (
            <p className={styles.updated}>
              updated {monthYear.format(new Date(talent.polaroidsTakenAt))}
            </p>
          )}
          <ul className={styles.polaroids}>
            {talent.polaroids.map(({ image }) => (
              <li key={image.id}>
                <a
                  href={mediaFullUrl(image)}
                  data-gallery={`${talent.slug}-polaroids`}
                  data-caption={image.alt}
                >
                  <MediaImage media={image} sizes="(max-width: 48rem) 50vw, 25vw" />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {talent.videos.length > 0 && (
        <section aria-labelledby="videos-heading" className={styles.section}>
          <h2 id="videos-heading">Videos</h2>
          <ul className={styles.polaroids}>
            {talent.videos.map(({ video, caption }) => (
              <li key={video.id}>
                <a
                  href={mediaFileUrl(video.filename ?? '')}
                  data-gallery={`${talent.slug}-videos`}
                  data-type="video"
                  data-caption={caption ?? video.alt}
                >
                  {caption ?? video.alt}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav aria-label="More talent" className={styles.pager}>
        {previous && (
          <Link href={talentPath(book.slug, previous.slug)} rel="prev" prefetch={false}>
            ← {previous.name}
          </Link>
        )}
        {next && (
          <Link href={talentPath(book.slug, next.slug)} rel="next" prefetch={false}>
            {next.name} →
          </Link>
        )}
      </nav>
    </article>
  )
}
