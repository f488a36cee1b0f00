/**
 * Applicants' photos: told apart by their bytes (JPEG, PNG, WebP, HEIC), never by name or
 * declared type; refused from the header when their pixel count could exhaust memory; and
 * re-encoded to a plain JPEG, turned upright, with every piece of metadata (EXIF, GPS, XMP, ICC)
 * left behind. HEIC, which sharp's libvips cannot decode here, goes through heic-decode.
 */
import decodeHeic from 'heic-decode'
import sharp, { type Sharp } from 'sharp'

import { STORED_PHOTO_MAX_EDGE, STORED_PHOTO_QUALITY } from './constants'

export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'heif'

/** Why a photo must be replaced: the key of its message in the `submission` catalogue. */
export type PhotoProblem =
  'photoNotAPhoto' | 'photoDamaged' | 'photoTooManyPixels' | 'photoUnreadable'

/**
 * A photo the applicant must replace. The handler words `problem` in the applicant's language
 * and shows it on the photos field; `megapixels` fills photoTooManyPixels.
 */
export class PhotoError extends Error {
  override name = 'PhotoError'
  constructor(
    readonly problem: PhotoProblem,
    readonly megapixels?: number,
  ) {
    super(problem)
  }
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])
const TRANSFORM_TIMEOUT_S = 30

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to))

/** The format the first bytes announce, or null for anything else (HTML, SVG, PDF …). */
export function sniffPhoto(head: Uint8Array): PhotoFormat | null {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp'
  if (ascii(head, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 12))) return 'heif'
  return null
}

/**
 * Checks a photo from its header, then decodes and re-encodes it as JPEG. Throws PhotoError for
 * anything the applicant should replace.
 */
export async function reencodePhoto(input: Buffer, maxPixels: number): Promise<Buffer> {
  const format = sniffPhoto(input)
  if (!format) throw new PhotoError('photoNotAPhoto')
  let header: sharp.Metadata
  try {
    // metadata() reads the header only: nothing is decoded yet.
    header = await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new PhotoError('photoDamaged')
  }
  if (header.format !== format || !header.width || !header.height) {
    throw new PhotoError('photoDamaged')
  }
  const frameHeight = header.pageHeight ?? header.height
  if (header.width * frameHeight > maxPixels) {
    throw new PhotoError('photoTooManyPixels', Math.floor(maxPixels / 1e6))
  }
  try {
    const pipeline =
      format === 'heif' && header.compression === 'hevc'
        ? await fromHeic(input)
        : sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).rotate()
    return await encode(pipeline)
  } catch {
    throw new PhotoError('photoUnreadable')
  }
}

async function fromHeic(input: Buffer): Promise<Sharp> {
  // libheif applies the HEIF rotation and mirror properties while decoding.
  const { width, height, data } = await decodeHeic({ buffer: input })
  return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
}

function encode(pipeline: Sharp): Promise<Buffer> {
  return pipeline
    .timeout({ seconds: TRANSFORM_TIMEOUT_S })
    .resize({
      width: STORED_PHOTO_MAX_EDGE,
      height: STORED_PHOTO_MAX_EDGE,
      fit: 'inside',
      withoutEnlargement: true,
    })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: STORED_PHOTO_QUALITY, mozjpeg: true })
    .toBuffer()
}
