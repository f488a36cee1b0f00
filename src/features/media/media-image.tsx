import { mediaPath, proxyImageUrl, proxySrcSet } from '@/features/image-proxy/url'
import { mediaVersion } from '@/lib/data/media'
import type { PublicMedia } from '@/lib/data/types'
import { objectPosition } from '@/lib/focal-point'

import styles from './media-image.module.css'

type MediaImageProps = {
  media: PublicMedia
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string
  /** The largest image on first view: loaded eagerly and first. Everything else is lazy. */
  priority?: boolean
  className?: string
  alt?: string
}

/**
 * Every picture of the site goes through the image proxy, with a srcset so the browser picks the
 * width it needs, and with width and height set so nothing shifts while it loads. Where a
 * stylesheet crops it (`object-fit: cover`), the crop keeps the focal point staff set: a `style`
 * attribute, which the pages' policy allows (style-src 'unsafe-inline'), and which changes with
 * the media's `updatedAt`, so cached pages are dropped with it (the media tag).
 */
export function MediaImage({ media, sizes, priority = false, className, alt }: MediaImageProps) {
  const image = mediaImageAttributes(media)
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- the proxy does what next/image would
    <img
      className={className}
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      style={{ objectPosition: image.objectPosition }}
    />
  )
  // React's server components announce every eager <img> as a preload hint in the page's data,
  // outside a <picture> only; the menu's prefetches would download the pictures of pages the
  // visitor may never open (17 portraits from /faq). The page's own HTML still names the image
  // at the top, with fetchpriority high. The <picture> draws no box (display: contents).
  return priority ? <picture className={styles.transparent}>{img}</picture> : img
}

/** A picture's proxied addresses and size, for client components that draw it themselves. */
export function mediaImageAttributes(media: PublicMedia) {
  const src = mediaPath(media.filename ?? '')
  const version = mediaVersion(media)
  const width = media.width ?? 1600
  return {
    src: proxyImageUrl(src, { width: 640, version }),
    srcSet: proxySrcSet(src, width, { version }),
    width,
    height: media.height ?? 2400,
    alt: media.alt,
    objectPosition: objectPosition(media),
  }
}

/** The full-size address of an image, for the lightbox's `href`. */
export function mediaFullUrl(media: PublicMedia): string {
  return proxyImageUrl(mediaPath(media.filename ?? ''), {
    width: 1920,
    version: mediaVersion(media),
  })
}
