import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { renderSocialCard } from '@/features/seo/social-card'

const portrait = (colour: string) =>
  sharp({ create: { width: 600, height: 800, channels: 3, background: colour } })
    .jpeg()
    .toBuffer()

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
    const { data, info } = await sharp(card).raw().toBuffer({ resolveWithObject: true })
    const pixel = (x: number, y: number) => data[(y * info.width + x) * info.channels]!
    expect(pixel(100, 100)).toBeGreaterThan(240) // the white picture
    expect(pixel(1150, 20)).toBeLessThan(30) // the dark ground
  })
})
