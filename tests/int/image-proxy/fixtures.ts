import sharp from 'sharp'
import { crc32, deflateSync } from 'node:zlib'

/** Test images, generated: nothing is downloaded. */

/** A 1600x1200 JPEG stored sideways (EXIF orientation 6) with camera, copyright and GPS tags. */
export function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#8a6f4e' } })
    .composite([{ input: Buffer.from(gradientSvg(1600, 1200)), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'Secret Studio', Artist: 'Hidden Photographer', Make: 'CameraCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' },
    })
    .toBuffer()
}

export function gradientSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#222"/><stop offset="1" stop-color="#c2a95f"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="40%" r="20%" fill="#eee"/></svg>`
}

export function png(width = 800, height = 600): Promise<Buffer> {
  return sharp(Buffer.from(gradientSvg(width, height)))
    .png()
    .toBuffer()
}

/** Pure red, encoded in Display P3 (pixels about 234,51,35) with the P3 profile embedded. */
export function displayP3Red(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: '#ff0000' } })
    .withIccProfile('p3')
    .png()
    .toBuffer()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid 1-bit black PNG of `side`² pixels: 400 megapixels compress to about 50 KB. */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 1 // bit depth
  header[9] = 0 // greyscale
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

/** An animated GIF of `frames` distinct 16x16 frames (one lit pixel moves along). */
export function manyFrameGif(frames: number): Promise<Buffer> {
  const side = 16
  const raw = Buffer.alloc(side * side * frames * 3)
  for (let i = 0; i < frames; i++)
    raw.fill(255, (i * side * side + i) * 3, (i * side * side + i) * 3 + 3)
  return sharp(raw, { raw: { width: side, height: side * frames, channels: 3, pageHeight: side } })
    .gif()
    .toBuffer()
}

export const SCRIPT_SVG = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" onload="alert(1)">
  <script>alert(document.cookie)</script><rect width="100" height="100" fill="red"/></svg>`

export const HTML_PAGE = '<!doctype html><html><body><script>alert(1)</script>secret</body></html>'
