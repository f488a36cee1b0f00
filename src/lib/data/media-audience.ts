import 'server-only'

import type { Where } from 'payload'

import { payloadClient } from './payload'

/**
 * Who may fetch one of the site's media files, by its name: everyone, staff alone (a picture
 * nothing published shows yet, answered `private, no-store`), or nobody (unknown).
 */
export type MediaAudience = (
  filename: string,
  request: Request,
) => Promise<'everyone' | 'staff' | undefined>

/**
 * Who may fetch a media file through the image proxy: everyone once something published shows
 * it (`shown`, cms/media/publicity.ts), else staff signed in. A file of a size Payload made
 * (`…-400x600.jpg`) belongs to its original. A file no media item names is nobody's.
 */
export const mediaAudience: MediaAudience = async (filename, request) => {
  const payload = await payloadClient()
  const sizes = payload.collections.media.config.upload.imageSizes ?? []
  const where: Where = {
    or: [
      { filename: { equals: filename } },
      ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } })),
    ],
  }
  const { docs } = await payload.find({
    collection: 'media',
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    select: { shown: true },
  })
  const media = docs[0]
  if (!media) return undefined
  if (media.shown) return 'everyone'
  const { user } = await payload.auth({ headers: request.headers })
  return user ? 'staff' : undefined
}
