import sharp, { type Metadata, type Sharp } from 'sharp'
import { MAX_FRAMES, MAX_INPUT_PIXELS, TRANSFORM_TIMEOUT_S } from './constants'
import { ProxyError } from './errors'
import { outputFormat, sniffFormat, type AcceptClass, type OutputFormat } from './format'

export type TransformOptions = {
  width: number | null
  quality: number
  accept: AcceptClass
  /** Remote sources are never rasterised from SVG. */
  allowSvg: boolean
}

export type TransformResult = { data: Buffer; format: OutputFormat }

/** sharp's name for each sniffed format, to check libvips reads the file the way we sniffed it. */
const SHARP_FORMATS: Record<string, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
  svg: 'svg',
}

async function readHeader(input: Buffer): Promise<Metadata> {
  try {
    // metadata() parses the header only: nothing is decoded yet.
    return await sharp(input, { limitInputPixels: false }).metadata()
  } catch {
    throw new ProxyError(415, 'Unsupported or damaged image')
  }
}

function encode(pipeline: Sharp, format: OutputFormat, quality: number): Sharp {
  switch (format) {
    case 'avif':
      // AVIF at the same number looks better than WebP, so -20 as Next's optimiser does; effort 2
      // (of 9) costs about twice WebP's time on this machine, effort 4 (the default) far more.
      return pipeline.avif({ quality: Math.max(quality - 20, 1), effort: 2 })
    case 'webp':
      return pipeline.webp({ quality })
    case 'jpeg':
      return pipeline.jpeg({ quality, mozjpeg: true })
    case 'png':
      return pipeline.png()
    case 'gif':
      return pipeline.gif()
  }
}

/**
 * Resizes and re-encodes an image. Size and frame count are checked from the header before any
 * decoding; the output carries no metadata (EXIF, XMP, ICC) and is oriented and in sRGB.
 */
export async function transformImage(
  input: Buffer,
  options: TransformOptions,
): Promise<TransformResult> {
  const source = sniffFormat(input)
  if (source === null || (source === 'svg' && !options.allowSvg)) {
    throw new ProxyError(415, 'Not a supported image')
  }
  const header = await readHeader(input)
  if (header.format !== SHARP_FORMATS[source] || !header.width || !header.height) {
    throw new ProxyError(415, 'Not a supported image')
  }
  const frames = header.pages ?? 1
  const frameHeight = header.pageHeight ?? header.height
  if (header.width * frameHeight > MAX_INPUT_PIXELS) throw new ProxyError(413, 'Image too large')
  if (frames > MAX_FRAMES) throw new ProxyError(413, 'Too many animation frames')

  // Animation is kept when every frame together still fits the pixel limit.
  const animated = frames > 1 && header.width * frameHeight * frames <= MAX_INPUT_PIXELS
  const format = outputFormat(source, options.accept, animated)
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated })
    .timeout({ seconds: TRANSFORM_TIMEOUT_S })
    .rotate()
    .toColourspace('srgb')
  if (options.width !== null) pipeline.resize({ width: options.width, withoutEnlargement: true })

  try {
    const data = await encode(pipeline, format, options.quality).toBuffer()
    return { data, format }
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new ProxyError(413, 'Image too large')
    }
    if (error instanceof Error && /timeout/i.test(error.message)) {
      throw new ProxyError(503, 'Image took too long to process')
    }
    throw new ProxyError(415, 'Unsupported or damaged image')
  }
}
