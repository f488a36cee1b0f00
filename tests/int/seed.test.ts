import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { FIXED_PAGE_SLUGS } from '@/cms/fields/reserved-slugs'
import { seedDemo } from '@/seed/seed-demo'

import { testPayload } from '../helpers/payload'

const counts = async (payload: Payload) =>
  Object.fromEntries(
    await Promise.all(
      (['pages', 'books', 'talents', 'media', 'locations', 'faqs'] as const).map(
        async (collection) => [collection, (await payload.count({ collection })).totalDocs],
      ),
    ),
  )

describe('the demo seed', () => {
  let payload: Payload
  let firstRun: boolean

  beforeAll(async () => {
    payload = await testPayload()
    firstRun = await seedDemo(payload)
  }, 600_000)

  it('creates the demo agency on an empty database', async () => {
    expect(firstRun).toBe(true)
    const seeded = await counts(payload)
    expect(seeded.books).toBeGreaterThanOrEqual(4)
    expect(seeded.talents).toBeGreaterThanOrEqual(30)
    expect(seeded.locations).toBe(2)
    expect(seeded.faqs).toBeGreaterThan(0)
  })

  it('is idempotent: a second run changes nothing', async () => {
    const before = await counts(payload)
    expect(await seedDemo(payload)).toBe(false)
    expect(await counts(payload)).toEqual(before)
  })

  it('gives every fixed route a published page, and adds the accessibility statement', async () => {
    const { docs } = await payload.find({
      collection: 'pages',
      limit: 100,
      overrideAccess: false,
      select: { slug: true },
    })
    expect(docs.map((page) => page.slug).sort()).toEqual(
      [...FIXED_PAGE_SLUGS, 'accessibility'].sort(),
    )
  })

  it('publishes every talent in at least one book, with pictures', async () => {
    const { docs: talents } = await payload.find({
      collection: 'talents',
      limit: 100,
      overrideAccess: false,
      depth: 0,
    })
    const { docs: books } = await payload.find({ collection: 'books', limit: 100, depth: 0 })
    const inBooks = new Set(books.flatMap((book) => book.talents ?? []))
    for (const talent of talents) {
      expect(inBooks.has(talent.id), talent.name).toBe(true)
      expect(talent.portfolio?.length, talent.name).toBeGreaterThanOrEqual(4)
    }
  })

  it('generates realistic portrait images', async () => {
    const { docs } = await payload.find({
      collection: 'media',
      where: { filename: { equals: 'amara-okafor-1.jpg' } },
      limit: 1,
    })
    const media = docs[0]
    expect(media?.width).toBe(1600)
    expect(media?.height).toBe(2400)
    expect(media?.filesize).toBeGreaterThan(100_000)
    const stats = await sharp(`${process.env.DATA_DIR}/media/${media!.filename}`).stats()
    // Not a flat fill: the picture has light and shade.
    expect(stats.channels[0]!.stdev).toBeGreaterThan(10)
  })
})
