import { ActionLink } from '@/features/page/action-link'
import { MediaImage } from '@/features/media/media-image'
import { asPublicMedia } from '@/lib/data/media'
import type { VideoBannerBlock as VideoBannerBlockData } from '@/payload-types'

import styles from '../blocks.module.css'

/** The home page's banner. The visitor shell makes it closable and plays the video when allowed. */
export function VideoBannerBlock({
  block,
  first,
}: {
  block: VideoBannerBlockData
  first: boolean
}) {
  const poster = asPublicMedia(block.poster)
  return (
    <section className={styles.hero} aria-label={block.heading}>
      {poster && (
        <MediaImage media={poster} sizes="100vw" priority={first} className={styles.heroImage} />
      )}
      <div className={styles.heroText}>
        {first ? <h1>{block.heading}</h1> : <h2>{block.heading}</h2>}
        <ActionLink link={block.link} />
      </div>
    </section>
  )
}
