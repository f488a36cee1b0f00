import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugify } from '@/cms/fields/reserved-slugs'
import { GENERATED_NOTE, largeRoster, PICTURE_SIZE } from '@/seed/large-roster'
import { seedLargeRoster } from '@/seed/seed-large-roster'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/** A small run of the large demo (issue 31, item 7): what 1,000 talents get, for 12. */
const COUNT = 12
const POOL = 10

describe('the large demo on demand', () => {
  let payload: Payload
  let books: Record<string, number>
  let created: number[]

  beforeAll(async () => {
    payload = await testPayload()
    await createTestOffices(payload)
    books = {}
    for (const [order, slug] of ['women', 'men', 'new-faces'].entries()) {
      const book = await payload.create({
        collection: 'books',
        data: { title: slug, slug, order, _status: 'published' },
        context: testContext,
      })
      books[slug] = book.id
    }
    created = await seedLargeRoster(payload, COUNT, { pictures: POOL })
  }, 300_000)

  it('publishes the talents, with the names and addresses the generator gives them', async () => {
    const { docs } = await payload.find({
      collection: 'talents',
      where: { id: { in: created } },
      sort: 'id',
      depth: 0,
      overrideAccess: false,
      pagination: false,
    })
    const expected = largeRoster(0, COUNT, POOL)
    expect(docs.map((talent) => talent.name)).toEqual(expected.map((talent) => talent.name))
    expect(docs.map((talent) => talent.slug)).toEqual(
      expected.map((talent) => slugify(talent.name)),
    )
  })

  it('adds each talent to the end of their book, in the order they were made', async () => {
    const expected = largeRoster(0, COUNT, POOL)
    for (const [slug, id] of Object.entries(books)) {
      const book = await payload.findByID({ collection: 'books', id, depth: 0 })
      const mine = created.filter((_, index) => expected[index]!.book === slug)
      expect(book.talents, slug).toEqual(mine)
      expect(book._status).toBe('published')
    }
  })

  it('gives every talent 4 to 8 portfolio pictures from one pool of uploaded 1200x1800 JPEGs', async () => {
    const { docs } = await payload.find({
      collection: 'talents',
      where: { id: { in: created } },
      depth: 1,
      pagination: false,
    })
    const pictures = new Set<number>()
    for (const talent of docs) {
      expect(talent.portfolio?.length, talent.name).toBeGreaterThanOrEqual(4)
      expect(talent.portfolio?.length, talent.name).toBeLessThanOrEqual(8)
      expect(talent.internalNotes).toBe(GENERATED_NOTE)
      for (const { image } of talent.portfolio ?? []) {
        if (typeof image === 'number') throw new Error('the picture was not populated')
        pictures.add(image.id)
        expect(image).toMatchObject({ ...PICTURE_SIZE, mimeType: 'image/jpeg' })
        // Uploaded as staff upload: Payload made the admin's thumbnail.
        expect(image.sizes?.thumbnail?.filename).toBeTruthy()
      }
    }
    expect(pictures.size).toBeLessThanOrEqual(POOL)
  })

  it('adds the next talents on a second run, reusing the pictures', async () => {
    const media = (await payload.count({ collection: 'media' })).totalDocs
    const more = await seedLargeRoster(payload, 3, { pictures: POOL })
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(media)
    const { docs } = await payload.find({
      collection: 'talents',
      where: { id: { in: more } },
      sort: 'id',
      depth: 0,
      pagination: false,
    })
    const expected = largeRoster(COUNT, 3, POOL)
    expect(docs.map((talent) => talent.slug)).toEqual(
      expected.map((talent) => slugify(talent.name)),
    )
  })
})
