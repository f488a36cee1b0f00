import type { GenericSlide, Slide } from 'yet-another-react-lightbox'

import { galleryElements } from './gallery-elements'
import { readGalleryItem, videoMimeType, videoSize, type GalleryItem } from './gallery-item'
import type { OpenRequest } from './open-request'

declare module 'yet-another-react-lightbox' {
  interface GenericSlide {
    /** What the page's element asked for; every slide keeps it for its caption and thumbnail. */
    item?: GalleryItem
  }
  interface SlideTypes {
    gallery: GallerySlide
  }
}

/** Slides the library does not draw itself: frames, inline content, fragments and errors. */
export interface GallerySlide extends GenericSlide {
  type: 'gallery'
  item: GalleryItem
}

/** Reads the gallery's elements once, when the lightbox opens. */
export function collectItems(request: Pick<OpenRequest, 'group' | 'opener'>): GalleryItem[] {
  return galleryElements(request.group, request.opener).map((element) => {
    const picture = element.querySelector('img')
    const item = readGalleryItem(element, picture?.alt ?? '')
    if (!item.thumb) {
      // The picture on the page is already loaded at a small size: the best thumbnail.
      const shown = picture?.currentSrc || picture?.getAttribute('src')
      if (shown) {
        item.thumb = shown
        // Cropped to the thumbnail around the focal point the page's picture carries.
        if (picture?.style.objectPosition) item.thumbPosition = picture.style.objectPosition
      } else if (item.type === 'image') item.thumb = item.src
      else if (item.poster) item.thumb = item.poster
    }
    return item
  })
}

export function toSlide(item: GalleryItem): Slide {
  if (item.type === 'image') return { type: 'image', src: item.src, alt: item.alt, item }
  if (item.type === 'video') {
    return {
      type: 'video',
      sources: [{ src: item.src, type: videoMimeType(item.src) }],
      ...videoSize(item),
      ...(item.poster ? { poster: item.poster } : null),
      item,
    }
  }
  return { type: 'gallery', item }
}
