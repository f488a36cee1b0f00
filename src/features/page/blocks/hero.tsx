import { ActionLink } from '@/features/page/action-link'
import { MediaImage } from '@/features/media/media-image'
import { asPublicMedia } from '@/lib/data/media'
import type { HeroBlock as HeroBlockData } from '@/payload-types'

import styles from './blocks.module.css'

export function HeroBlock({ block, first }: { block: HeroBlockData; first: boolean }) {
  const image = asPublicMedia(block.image)
  return (
    <section className={styles.hero}>
      {image && (
        <MediaImage media={image} sizes="100vw" priority={first} className={styles.heroImage} />
      )}
      <div className={styles.heroText}>
        {first ? <h1>{block.heading}</h1> : <h2>{block.heading}</h2>}
        {block.text && <p>{block.text}</p>}
        <ActionLink link={block.link} />
      </div>
    </section>
  )
}
