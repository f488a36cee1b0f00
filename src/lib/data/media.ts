import type { Media } from '@/payload-types'

import type { PublicMedia } from './types'

/** A populated upload, narrowed to its public fields; an unpopulated id or a missing file is null. */
export function asPublicMedia(value: number | Media | null | undefined): PublicMedia | null {
  if (!value || typeof value !== 'object' || !value.filename) return null
  const { id, filename, alt, caption, width, height, mimeType, updatedAt, focalX, focalY } = value
  return {
    id,
    filename,
    alt,
    caption: caption ?? null,
    width,
    height,
    mimeType,
    updatedAt,
    focalX: focalX ?? null,
    focalY: focalY ?? null,
  }
}

export function isVideo(media: Pick<PublicMedia, 'mimeType'>): boolean {
  return media.mimeType?.startsWith('video/') ?? false
}

/** Changes whenever the file is replaced, so its proxied variants can be cached as immutable. */
export function mediaVersion(media: Pick<PublicMedia, 'updatedAt'>): string {
  return Date.parse(media.updatedAt).toString(36)
}
