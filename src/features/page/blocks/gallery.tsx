import { MediaImage, mediaFullUrl } from '@/features/media/media-image'
import { asPublicMedia } from '@/lib/data/media'
import type { GalleryBlock as GalleryBlockData } from '@/payload-types'

import styles from './blocks.module.css'

/** A grid of images; each opens the lightbox through the gallery marker attribute. */
export function GalleryBlock({ block }: { block: GalleryBlockData }) {
  const group = `gallery-${block.id ?? 'block'}`
  return (
    <section className={styles.section}>
      {block.heading && <h2>{block.heading}</h2>}
      <ul className={styles.gallery}>
        {(block.images ?? []).map((item, index) => {
          const image = asPublicMedia(item.image)
          if (!image) return null
          return (
            <li key={item.id ?? index}>
              <a
                href={mediaFullUrl(image)}
                data-gallery={group}
                data-caption={item.caption ?? image.alt}
              >
                <MediaImage media={image} sizes="(max-width: 48rem) 50vw, 25vw" />
              </a>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
