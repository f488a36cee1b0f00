import Link from 'next/link'

import { MediaImage, mediaFullUrl } from '@/features/media/media-image'
import { shortenNumber } from '@/lib/format-number'
import { instagramHandle, instagramProfileUrl } from '@/lib/instagram'
import { mediaPath } from '@/features/image-proxy/url'
import type { PublicBook, PublicTalent, TalentLink } from '@/lib/data/types'
import { bookPath, printPath, talentPath } from '@/lib/paths'

import { MeasurementList } from './measurement-list'
import styles from './talent-view.module.css'

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
        <MeasurementList measurements={talent.measurements} />
        {talent.bio && <p className={styles.bio}>{talent.bio}</p>}
        <p>
          <Link href={printPath(book.slug, talent.slug)} prefetch={false} className={styles.print}>
            Print card
          </Link>
        </p>
      </header>

      <section aria-labelledby="portfolio-heading" className={styles.section}>
        <h2 id="portfolio-heading">Portfolio</h2>
        <ul className={styles.portfolio}>
          {talent.portfolio.map(({ image, caption }, index) => (
            <li key={image.id}>
              <a
                href={mediaFullUrl(image)}
                data-gallery={gallery}
                data-caption={caption ?? image.alt}
              >
                <MediaImage
                  media={image}
                  sizes="(max-width: 48rem) 100vw, 50vw"
                  priority={index === 0}
                />
              </a>
            </li>
          ))}
        </ul>
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
                  href={mediaPath(video.filename ?? '')}
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
