import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import {
  generateLandscape,
  generateLogo,
  generateMapImage,
  generatePortrait,
} from '@/seed/images/index'

// Generating a picture takes a few hundred milliseconds, more on a busy machine.
const SLOW = 30_000
const KB = 1024

async function meanAbsoluteDifference(a: Buffer, b: Buffer): Promise<number> {
  const small = (image: Buffer) =>
    sharp(image).resize(64, 64, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  const [pa, pb] = await Promise.all([small(a), small(b)])
  let sum = 0
  for (let i = 0; i < pa.length; i++) sum += Math.abs((pa[i] ?? 0) - (pb[i] ?? 0))
  return sum / pa.length
}

describe('generatePortrait', () => {
  it(
    'makes a progressive 1600x2400 JPEG the size of a real photograph',
    async () => {
      const image = await generatePortrait({ seed: 1 })
      const meta = await sharp(image).metadata()
      expect(meta).toMatchObject({ format: 'jpeg', width: 1600, height: 2400, isProgressive: true })
      expect(image.length).toBeGreaterThan(150 * KB)
      expect(image.length).toBeLessThan(600 * KB)
    },
    SLOW,
  )

  it(
    'makes plain 1600x2000 polaroids, lighter than portfolio shots',
    async () => {
      const polaroid = await generatePortrait({ seed: 2, variant: 'polaroid' })
      const portfolio = await generatePortrait({ seed: 2 })
      expect(await sharp(polaroid).metadata()).toMatchObject({
        format: 'jpeg',
        width: 1600,
        height: 2000,
      })
      // The white wall of a digital is brighter than any studio paper.
      const brightness = async (image: Buffer) =>
        (await sharp(image).stats()).channels[0]?.mean ?? 0
      expect(await brightness(polaroid)).toBeGreaterThan(await brightness(portfolio))
    },
    SLOW,
  )

  it(
    'honours a requested size',
    async () => {
      const image = await generatePortrait({ seed: 3, width: 800, height: 1000 })
      expect(await sharp(image).metadata()).toMatchObject({ width: 800, height: 1000 })
    },
    SLOW,
  )

  it(
    'gives the same bytes for the same seed and a visibly different picture for another',
    async () => {
      const [a, again, b] = await Promise.all([
        generatePortrait({ seed: 42 }),
        generatePortrait({ seed: 42 }),
        generatePortrait({ seed: 43 }),
      ])
      expect(a.equals(again)).toBe(true)
      expect(await meanAbsoluteDifference(a, b)).toBeGreaterThan(5)
    },
    SLOW,
  )
  it(
    'keeps one model across a book when given an identity',
    async () => {
      const [plain, sameIdentity, otherIdentity] = await Promise.all([
        generatePortrait({ seed: 10 }),
        generatePortrait({ seed: 10, identity: 10 }),
        generatePortrait({ seed: 10, identity: 11 }),
      ])
      // Without an identity the seed is the identity; another identity changes the model only.
      expect(sameIdentity.equals(plain)).toBe(true)
      expect(otherIdentity.equals(plain)).toBe(false)
    },
    SLOW,
  )
})

describe('generateLandscape', () => {
  it(
    'makes a deterministic 2400x1350 JPEG that changes with the seed',
    async () => {
      const [a, again, b] = await Promise.all([
        generateLandscape({ seed: 7 }),
        generateLandscape({ seed: 7 }),
        generateLandscape({ seed: 8 }),
      ])
      expect(await sharp(a).metadata()).toMatchObject({ format: 'jpeg', width: 2400, height: 1350 })
      expect(a.length).toBeGreaterThan(150 * KB)
      expect(a.length).toBeLessThan(900 * KB)
      expect(a.equals(again)).toBe(true)
      expect(await meanAbsoluteDifference(a, b)).toBeGreaterThan(5)
    },
    SLOW,
  )
})

describe('generateLogo', () => {
  it('draws the wordmark in ink on a transparent 600x160 PNG', async () => {
    const logo = await generateLogo()
    expect(await sharp(logo).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 160,
      hasAlpha: true,
    })
    const { data, info } = await sharp(logo).raw().toBuffer({ resolveWithObject: true })
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]
    expect(alphaAt(0, 0)).toBe(0)
    expect(alphaAt(599, 159)).toBe(0)
    // Six letters across most of the width: ink in every sixth of it.
    for (let sixth = 0; sixth < 6; sixth++) {
      const from = 50 + sixth * 83
      let ink = 0
      for (let x = from; x < from + 83; x++)
        for (let y = 0; y < 160; y++) ink += alphaAt(x, y) === 255 ? 1 : 0
      expect(ink).toBeGreaterThan(100)
    }
    expect((await generateLogo()).equals(logo)).toBe(true)
  })
})

describe('generateMapImage', () => {
  it('makes a deterministic 1200x800 map with the gold pin in the middle', async () => {
    const map = await generateMapImage({ seed: 5, label: 'Roster Paris' })
    expect(await sharp(map).metadata()).toMatchObject({ format: 'png', width: 1200, height: 800 })
    expect((await generateMapImage({ seed: 5, label: 'Roster Paris' })).equals(map)).toBe(true)
    const { data } = await sharp(map)
      .extract({ left: 590, top: 330, width: 20, height: 40 })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    let gold = 0
    for (let i = 0; i < data.length; i += 3) {
      const [r, g, b] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
      if (Math.abs(r - 0xc2) < 12 && Math.abs(g - 0xa9) < 12 && Math.abs(b - 0x5f) < 12) gold++
    }
    expect(gold).toBeGreaterThan(100)
  })

  it('draws a different plan for another seed and a different label for another name', async () => {
    const map = await generateMapImage({ seed: 5, label: 'Roster Paris' })
    expect(
      await meanAbsoluteDifference(map, await generateMapImage({ seed: 6, label: 'Roster Paris' })),
    ).toBeGreaterThan(2)
    expect((await generateMapImage({ seed: 5, label: 'Roster Milano' })).equals(map)).toBe(false)
  })
})

describe('a talent’s own hair colour', () => {
  it('every hair colour of the Talents collection has a tone, and every demo talent has one', async () => {
    const { HAIR_COLOURS } = await import('@/cms/collections/talents')
    const { HAIR_TONES } = await import('@/seed/images/palette')
    const { SEED_TALENTS } = await import('@/seed/talents')
    expect(Object.keys(HAIR_TONES).sort()).toEqual([...HAIR_COLOURS].sort())
    for (const talent of SEED_TALENTS) expect(HAIR_COLOURS).toContain(talent.hair)
  })

  it('the model takes the talent’s hair colour and keeps everything else', async () => {
    const { randomIdentity } = await import('@/seed/images/scene')
    const { HAIR_TONES } = await import('@/seed/images/palette')
    const { mulberry32 } = await import('@/seed/images/prng')
    const free = randomIdentity(mulberry32(7))
    const blonde = randomIdentity(mulberry32(7), 'blonde')
    expect(blonde).toEqual({ ...free, hairTone: HAIR_TONES.blonde })
    expect(randomIdentity(mulberry32(7), 'shaved').hair).toBe('crop')
  })

  it(
    'the same picture of a blonde talent is lighter than of a black-haired one',
    async () => {
      const picture = (hair: 'blonde' | 'black') =>
        generatePortrait({ seed: 11, identity: 1, hair, width: 400, height: 600 })
      const [blonde, black] = await Promise.all([picture('blonde'), picture('black')])
      const mean = async (image: Buffer) => {
        const { channels } = await sharp(image).stats()
        return channels.reduce((sum, channel) => sum + channel.mean, 0) / channels.length
      }
      expect(await mean(blonde)).toBeGreaterThan((await mean(black)) + 2)
    },
    SLOW,
  )
})
