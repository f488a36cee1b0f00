import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/** A talent's books chosen from the talent form: the books' own order is the one store. */
describe("a talent's books", () => {
  let payload: Payload
  let location: number

  beforeAll(async () => {
    payload = await testPayload()
    location = (await createTestOffices(payload)).central
  })

  const createTalent = (name: string) =>
    payload.create({
      collection: 'talents',
      data: { name, slug: name.toLowerCase().replace(/ /g, '-'), location, _status: 'published' },
      context: testContext,
    })
  const createBook = (slug: string, talents: number[]) =>
    payload.create({
      collection: 'books',
      data: { title: slug, slug, talents, _status: 'published' },
      context: testContext,
    })
  const talentsOf = async (id: number, draft = false) =>
    (await payload.findByID({ collection: 'books', id, depth: 0, draft })).talents

  it('reads the books that list the talent, and puts them at the end of a newly chosen one', async () => {
    const [first, second, newcomer] = await Promise.all(
      ['Ada One', 'Bo Two', 'Cy Three'].map(createTalent),
    )
    const listing = await createBook('chosen-old', [newcomer!.id, first!.id])
    const chosen = await createBook('chosen-new', [first!.id, second!.id])

    const read = await payload.findByID({ collection: 'talents', id: newcomer!.id, depth: 0 })
    expect(read.books).toEqual([listing.id])

    await payload.update({
      collection: 'talents',
      id: newcomer!.id,
      data: { books: [listing.id, chosen.id] },
      context: testContext,
    })
    expect(await talentsOf(chosen.id)).toEqual([first!.id, second!.id, newcomer!.id])
    // A book already listing the talent keeps its order.
    expect(await talentsOf(listing.id)).toEqual([newcomer!.id, first!.id])
  })

  it('takes the talent out of a book no longer chosen, and leaves books alone when a write omits them', async () => {
    const [talent, other] = await Promise.all(['Di Four', 'Ed Five'].map(createTalent))
    const book = await createBook('unchosen', [other!.id, talent!.id])

    await payload.update({
      collection: 'talents',
      id: talent!.id,
      data: { bio: 'No books named here.' },
      context: testContext,
    })
    expect(await talentsOf(book.id)).toEqual([other!.id, talent!.id])

    await payload.update({
      collection: 'talents',
      id: talent!.id,
      data: { books: [] },
      context: testContext,
    })
    expect(await talentsOf(book.id)).toEqual([other!.id])
    const read = await payload.findByID({ collection: 'talents', id: talent!.id, depth: 0 })
    expect(read.books).toEqual([])
  })

  it('puts the talent into the pending draft of a book with unpublished changes, not its published order', async () => {
    const [talent, first, second] = await Promise.all(
      ['Fay Six', 'Gil Seven', 'Hal Eight'].map(createTalent),
    )
    const book = await createBook('with-a-draft', [first!.id, second!.id])
    await payload.update({
      collection: 'books',
      id: book.id,
      data: { talents: [second!.id, first!.id] },
      draft: true,
      context: testContext,
    })

    await payload.update({
      collection: 'talents',
      id: talent!.id,
      data: { books: [book.id] },
      context: testContext,
    })
    // The draft keeps its own order and takes the talent at its end; visitors' order waits for
    // the draft to be published.
    expect(await talentsOf(book.id, true)).toEqual([second!.id, first!.id, talent!.id])
    expect(await talentsOf(book.id)).toEqual([first!.id, second!.id])
  })
})
