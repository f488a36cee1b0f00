import type { Payload } from 'payload'
import sharp from 'sharp'

import { MAX_INPUT_PIXELS } from '@/features/image-proxy/constants'
import { fileStore } from '@/lib/storage/storage'

import { findLink } from './link'
import { pictureIdsOf } from './package-parts'

/** The widths a package's pictures come in: a grid tile, and the lightbox. */
export const PICTURE_WIDTHS = [640, 1600] as const

/** The address of one of a package's pictures, through its link only. */
export const pictureUrl = (
  token: string,
  mediaId: number,
  width: (typeof PICTURE_WIDTHS)[number],
) => `/api/_packages/${token}/pictures/${mediaId}?w=${width}`

/** Kept by the client's browser alone, briefly: a revoked link stops showing them soon after. */
const PICTURE_CACHE_CONTROL = 'private, max-age=600'

/**
 * `GET /api/_packages/{token}/pictures/{id}?w=`: a picture the package shows, as WebP at one of
 * PICTURE_WIDTHS. The link decides, not the picture: an unpublished talent's or a polaroid not
 * on the site is served here to whoever holds a live link that shows it, and no other picture
 * is, whatever id is asked (404, as for a picture that does not exist).
 */
export async function packagePicture(
  payload: Payload,
  token: string,
  rawId: string,
  rawWidth: string | null,
  now = Date.now(),
): Promise<Response> {
  const notFound = () =>
    new Response('Not found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const id = Number(rawId)
  const width = PICTURE_WIDTHS.find((w) => String(w) === rawWidth) ?? PICTURE_WIDTHS[0]
  if (!Number.isInteger(id) || id <= 0) return notFound()
  const link = await findLink(payload, token, now)
  if (link.kind === 'gone')
    return new Response('Gone', { status: 410, headers: { 'Cache-Control': 'no-store' } })
  if (link.kind !== 'open' || !pictureIdsOf(link.pkg).has(id)) return notFound()
  const media = await payload.findByID({
    collection: 'media',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { filename: true, mimeType: true },
  })
  if (!media?.filename || !media.mimeType?.startsWith('image/')) return notFound()
  const original = await fileStore().read('media', media.filename)
  if (!original) return notFound()
  const webp = await sharp(original, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer()
  return new Response(new Uint8Array(webp), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': PICTURE_CACHE_CONTROL,
      'X-Robots-Tag': 'noindex',
    },
  })
}
