import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { renderSocialCard } from '@/features/seo/social-card'

const CENTRE = { x: 50, y: 50 }

const portrait = async (colour: string) => ({
  data: await sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer(),
  focal: CENTRE,
})

/** A landscape picture of three upright bands, red, green and blue from left to right. */
async function bands() {
  const band = (background: string) =>
    sharp({ create: { width: 400, height: 600, channels: 3, background } })
      .png()
      .toBuffer()
  return sharp({ create: { width: 1200, height: 600, channels: 3, background: '#000' } })
    .composite([
      { input: await band('#ff0000'), left: 0, top: 0 },
      { input: await band('#00ff00'), left: 400, top: 0 },
      { input: await band('#0000ff'), left: 800, top: 0 },
    ])
    .png()
    .toBuffer()
}

async function pixelAt(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true })
  const at = (y * info.width + x) * info.channels
  return [data[at]!, data[at + 1]!, data[at + 2]!]
}

describe('the social card', () => {
  it.each([0, 1, 3])('is a 1200x630 JPEG with %i pictures', async (count) => {
    const pictures = await Promise.all(Array.from({ length: count }, () => portrait('#8a6f5a')))
    const card = await renderSocialCard({ title: 'Amara Okafor', siteName: 'Roster', pictures })
    const meta = await sharp(card).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
  })

  it('puts the pictures on the left and the title on the dark ground to their right', async () => {
    const card = await renderSocialCard({
      title: 'Amara Okafor',
      siteName: 'Roster',
      pictures: [await portrait('#ffffff')],
    })
    expect((await pixelAt(card, 100, 100))[0]).toBeGreaterThan(240) // the white picture
    expect((await pixelAt(card, 1150, 20))[0]).toBeLessThan(30) // the dark ground
  })

  it.each([
    [10, 'red', 0],
    [50, 'green', 1],
    [90, 'blue', 2],
  ])('crops a picture around its focal point: x %i%% shows the %s band', async (x, _, channel) => {
    const data = await bands()
    const card = await renderSocialCard({
      title: 'Amara Okafor',
      siteName: 'Roster',
      pictures: [{ data, focal: { x, y: 50 } }],
    })
    // The picture's middle: 472 px wide, cut from the 1260 px the 630 px height scales it to.
    const pixel = await pixelAt(card, 236, 315)
    expect(pixel[channel]).toBeGreaterThan(200)
    expect(pixel.filter((_, other) => other !== channel).every((value) => value < 60)).toBe(true)
  })
})
