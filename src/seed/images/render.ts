import sharp from 'sharp'

import { develop } from './develop'
import type { Frame } from './frame'

// mozjpeg's tables give smaller files than libjpeg's at the same quality; its trellis
// quantisation would save another quarter but triples the encoding time.
const JPEG_OPTIONS = {
  quality: 82,
  progressive: true,
  mozjpeg: true,
  trellisQuantisation: false,
  overshootDeringing: false,
  optimiseScans: false,
} as const

export async function renderFrame(frame: Frame): Promise<Buffer> {
  const { width, height } = frame
  const foreground = await sharp(Buffer.from(frame.foregroundSvg)).ensureAlpha().raw().toBuffer()
  const pixels = develop(frame, foreground)
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg(JPEG_OPTIONS)
    .toBuffer()
}
