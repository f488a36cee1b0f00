import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { BOOK_VERSIONS_KEPT } from '@/cms/collections/books'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/**
 * Issue 31, item 5: a book's versions do not grow with the square of the roster. Each talent
 * added saves a version holding the whole list; only the last ten are kept
 * (docs/decisions/0040-book-versions-pruned.md).
 */
const ADDED = 25
let payload: Payload
let book: number
let talents: number[]

beforeAll(async () => {
  payload = await testPayload()
  const { central } = await createTestOffices(payload)
  book = (
    await payload.create({
      collection: 'books',
      data: { title: 'Growing book', slug: '', _status: 'published' },
      context: testContext,
    })
  ).id
  talents = []
  // As staff add talents one by one from the talent form: each lands at the end of the book.
  for (let n = 1; n <= ADDED; n++) {
    const talent = await payload.create({
      collection: 'talents',
      data: { name: `Growing ${n}`, slug: '', location: central, books: [book] },
      context: testContext,
    })
    talents.push(talent.id)
  }
})

describe("a book's versions", () => {
  it('are pruned to the last ten, however many talents were added', async () => {
    const { docs, totalDocs } = await payload.findVersions({
      collection: 'books',
      where: { parent: { equals: book } },
      sort: '-updatedAt',
      depth: 0,
      pagination: false,
    })
    expect(totalDocs).toBe(BOOK_VERSIONS_KEPT)
    // What they store (the relationship rows of every kept version) grows with the book's size
    // times ten, not with the square of the talents added: 1 + 2 + ... + 25 = 325 rows before.
    const rows = docs.reduce((sum, version) => sum + (version.version.talents?.length ?? 0), 0)
    expect(rows).toBeLessThanOrEqual(BOOK_VERSIONS_KEPT * ADDED)
    expect(rows).toBe(Array.from({ length: 10 }, (_, at) => ADDED - at).reduce((a, b) => a + b))
  })

  it('keep the latest order whole, to compare and restore', async () => {
    const { docs } = await payload.findVersions({
      collection: 'books',
      where: { parent: { equals: book } },
      sort: '-updatedAt',
      limit: 1,
      depth: 0,
    })
    expect(docs[0]?.version.talents).toEqual(talents)
    const saved = await payload.findByID({ collection: 'books', id: book, depth: 0 })
    expect(saved.talents).toEqual(talents)
  })
})
