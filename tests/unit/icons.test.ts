import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { ICON_BACKGROUND, ICON_INK } from '@/features/icons/constants'
import { encodeIco } from '@/features/icons/ico'
import { monogramSvg } from '@/features/icons/monogram'

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#000' } })
    .png()
    .toBuffer()

describe('encodeIco', () => {
  it('writes a directory of PNG images that points at each one', async () => {
    const images = await Promise.all(
      [16, 32, 256].map(async (size) => ({ size, png: await png(size) })),
    )
    const ico = encodeIco(images)
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3])
    let offset = 6 + 16 * 3
    images.forEach(({ size, png: data }, index) => {
      const entry = ico.subarray(6 + 16 * index, 6 + 16 * (index + 1))
      expect(entry[0], 'width; 0 means 256').toBe(size % 256)
      expect(entry[1]).toBe(size % 256)
      expect(entry.readUInt16LE(6), 'bits per pixel').toBe(32)
      expect(entry.readUInt32LE(8)).toBe(data.length)
      expect(entry.readUInt32LE(12)).toBe(offset)
      expect(ico.subarray(offset, offset + data.length).equals(data)).toBe(true)
      offset += data.length
    })
    expect(ico.length).toBe(offset)
  })

  it('refuses a size an ICO cannot hold', async () => {
    expect(() => encodeIco([{ size: 300, png: Buffer.alloc(0) }])).toThrow(RangeError)
  })
})

describe('monogramSvg', () => {
  const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))

  it('draws the initial of the site name in gold, centred on the dark ground', async () => {
    const { data, info } = await sharp(Buffer.from(monogramSvg('roster', 48)))
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([48, 48])
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * 48 + x) * 3, (y * 48 + x) * 3 + 3),
    ]
    expect(pixel(0, 0)).toEqual(rgb(ICON_BACKGROUND))
    const gold = rgb(ICON_INK)
    const inked = [] as number[][]
    for (let y = 0; y < 48; y++)
      for (let x = 0; x < 48; x++) {
        const value = pixel(x, y)
        if (value.every((channel, index) => Math.abs(channel - gold[index]!) < 8))
          inked.push([x, y])
      }
    expect(inked.length).toBeGreaterThan(48)
    const mean = (axis: 0 | 1) => inked.reduce((sum, point) => sum + point[axis]!, 0) / inked.length
    expect(Math.abs(mean(0) - 24)).toBeLessThan(6)
    expect(Math.abs(mean(1) - 24)).toBeLessThan(6)
  })

  it('uses the first letter of the name, upper case', () => {
    expect(monogramSvg('agency', 32)).toBe(monogramSvg('Atelier', 32))
    expect(monogramSvg('agency', 32)).not.toBe(monogramSvg('roster', 32))
  })
})
