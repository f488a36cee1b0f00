import type { Media } from '@/payload-types'

/**
 * Focal points: where a picture's subject is, set by staff in the media's image editor (Payload
 * stores it on the upload as focalX/focalY, in percent). Every crop of a picture keeps it: the
 * site's `object-fit: cover` images through `object-position`, crops made on the server (sharing
 * cards) through cropWindow, which cuts the same window.
 */

type FocalFields = Pick<Media, 'focalX' | 'focalY'>

/** A point of a picture in percent of its width and height, from its top-left corner. */
export type FocalPoint = { x: number; y: number }

const percent = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.min(Math.max(value, 0), 100) : 50

/** A picture's focal point, the centre when none is set. */
export function focalPoint(media: FocalFields): FocalPoint {
  return { x: percent(media.focalX), y: percent(media.focalY) }
}

/**
 * The CSS `object-position` that crops a picture drawn with `object-fit: cover` around its focal
 * point. A percentage aligns that point of the picture with the same point of its box, so the
 * focal point always stays inside the crop; cropWindow below cuts the same window on the server.
 */
export function objectPosition(media: FocalFields): string {
  const { x, y } = focalPoint(media)
  return `${x}% ${y}%`
}

/** A rectangle of a picture, in its pixels. */
export type Region = { left: number; top: number; width: number; height: number }

/**
 * The part of a `width`×`height` picture that fills a box of aspect `boxWidth`/`boxHeight` when
 * drawn with `object-fit: cover` at the focal point's `object-position`: the same crop the site
 * shows, for crops made on the server.
 */
export function cropWindow(
  picture: { width: number; height: number },
  box: { width: number; height: number },
  focal: FocalPoint,
): Region {
  const scale = Math.max(box.width / picture.width, box.height / picture.height)
  const width = Math.min(picture.width, Math.round(box.width / scale))
  const height = Math.min(picture.height, Math.round(box.height / scale))
  return {
    left: Math.round(((picture.width - width) * focal.x) / 100),
    top: Math.round(((picture.height - height) * focal.y) / 100),
    width,
    height,
  }
}
