import 'server-only'

import type { Where } from 'payload'

import { knownPublic, rememberPublic } from '@/lib/public-media'

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
 * (`…-400x600.jpg`) belongs to its original; a name two items share (an original named like
 * another's size) is everyone's only when both are shown. A file no media item names is nobody's.
 * What is everyone's is remembered for a while (lib/public-media.ts).
 */
export const mediaAudience: MediaAudience = async (filename, request) => {
  if (knownPublic(filename)) return 'everyone'
  const payload = await payloadClient()
  const sizes = payload.collections.media.config.upload.imageSizes ?? []
  const where: Where = {
    or: [
      { filename: { equals: filename } },
      ...sizes.map(({ name }) => ({ [`sizes.${name}.filename`]: { equals: filename } })),
    ],
  }
  // Every item the name may be: a size file can be named like another item's original.
  const { docs } = await payload.find({
    collection: 'media',
    where,
    depth: 0,
    pagination: false,
    select: { shown: true },
  })
  if (docs.length === 0) return undefined
  if (docs.every((media) => media.shown)) {
    rememberPublic(filename)
    return 'everyone'
  }
  const { user } = await payload.auth({ headers: request.headers })
  return user ? 'staff' : undefined
}
