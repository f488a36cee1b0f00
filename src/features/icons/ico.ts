/**
 * An ICO file holding PNG images, one per size (Windows Vista's format, read by every browser):
 * a 6-byte header, a 16-byte entry per image, then the PNGs as they are.
 */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1: icon
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + 16 * images.length
  const entries = images.map(({ size, png }) => {
    if (size < 1 || size > 256) throw new RangeError(`An ICO image is 1 to 256 px, not ${size}`)
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size % 256, 0) // width; 0 means 256
    entry.writeUInt8(size % 256, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)])
}
