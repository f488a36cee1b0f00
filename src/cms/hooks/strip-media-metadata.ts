import type { CollectionBeforeOperationHook } from 'payload'
import sharp from 'sharp'

/**
 * Public originals (`/media/{file}`, `/cms/api/media/file/{file}`) are served as uploaded, so an
 * uploaded phone photo would publish where it was taken. Before Payload stores an image, its
 * orientation is applied to the pixels and every EXIF, GPS, XMP and IPTC block is dropped (sharp
 * writes none unless asked; colours are converted to sRGB). Pictures without metadata are kept
 * byte for byte; videos are left alone.
 */
const ENCODERS = {
  'image/jpeg': (image: sharp.Sharp) => image.jpeg({ quality: 90, mozjpeg: true }),
  'image/png': (image: sharp.Sharp) => image.png(),
  'image/webp': (image: sharp.Sharp) => image.webp({ quality: 90 }),
  'image/avif': (image: sharp.Sharp) => image.avif({ quality: 70 }),
} as const

type UploadedFile = { data: Buffer; mimetype: string; size: number }

/**
 * The signatures of EXIF (JPEG, WebP, AVIF, PNG's eXIf), XMP, IPTC and PNG text chunks. A random
 * match only costs a re-encode. Checked without awaiting: the seed uploads several files at once
 * through one request object, whose `file` must not change under Payload while a hook waits.
 */
const METADATA_MARKS = [
  'Exif',
  'eXIf',
  'http://ns.adobe.com/xap/',
  'Photoshop 3.0',
  'tEXt',
  'iTXt',
  'zTXt',
].map((mark) => Buffer.from(mark, 'latin1'))

export function mayCarryMetadata(data: Buffer): boolean {
  return METADATA_MARKS.some((mark) => data.includes(mark))
}

export async function withoutMetadata(file: UploadedFile): Promise<UploadedFile> {
  const encode = ENCODERS[file.mimetype as keyof typeof ENCODERS]
  if (!encode || !mayCarryMetadata(file.data)) return file
  const info = await sharp(file.data).metadata()
  const carries = info.exif || info.xmp || info.iptc || (info.orientation ?? 1) !== 1
  if (!carries) return file
  const data = await encode(sharp(file.data).rotate()).toBuffer()
  return { ...file, data, size: data.length }
}

export const stripMediaMetadata: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  const file = req.file as UploadedFile | undefined
  if ((operation !== 'create' && operation !== 'update') || !file?.data) return args
  if (!ENCODERS[file.mimetype as keyof typeof ENCODERS] || !mayCarryMetadata(file.data)) return args
  Object.assign(file, await withoutMetadata(file))
  return args
}
