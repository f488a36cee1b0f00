import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { slugProblem } from '@/cms/fields/reserved-slugs'

import { testContext, testPayload } from '../helpers/payload'

/** The admin shows a field's own message; the Local API carries it in the error's data. */
const refusedWith = (message: string | RegExp) => ({
  data: {
    errors: [
      expect.objectContaining({
        path: 'slug',
        message:
          typeof message === 'string'
            ? expect.stringContaining(message)
            : expect.stringMatching(message),
      }),
    ],
  },
})

describe('reserved slugs', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  const createBook = (slug: string) =>
    payload.create({ collection: 'books', data: { title: 'A book', slug }, context: testContext })
  const createPage = (slug: string) =>
    payload.create({
      collection: 'pages',
      data: { title: 'A page', slug, layout: 'default', _status: 'published' },
      context: testContext,
    })

  it.each(['admin', 'api', 'cms', 'image', 'print', 'shortlist', '_next'])(
    'refuses the system segment "%s" for a book and a page',
    async (slug) => {
      await expect(createBook(slug)).rejects.toMatchObject(
        refusedWith(/reserved by the site|cannot contain/),
      )
      await expect(createPage(slug)).rejects.toMatchObject(
        refusedWith(/reserved by the site|cannot contain/),
      )
    },
  )

  it.each(['faq', 'submit', 'central-contact', 'los-angeles-payment', 'home'])(
    'refuses the fixed route "%s" as a book',
    async (slug) => {
      await expect(createBook(slug)).rejects.toMatchObject(
        refusedWith(`The slug "${slug}" is reserved for the fixed page /${slug}`),
      )
    },
  )

  it.each(['es', 'en'])('refuses the language code "%s" for a book and a page', async (slug) => {
    const refusal = refusedWith(`The slug "${slug}" is reserved for the site in that language`)
    await expect(createBook(slug)).rejects.toMatchObject(refusal)
    await expect(createPage(slug)).rejects.toMatchObject(refusal)
  })

  it('lets a fixed route be a page', async () => {
    await expect(createPage('faq')).resolves.toMatchObject({ slug: 'faq' })
  })

  it.each(['my_book', 'my.book'])('refuses "%s", which holds _ or .', async (slug) => {
    await expect(createBook(slug)).rejects.toMatchObject(refusedWith('cannot contain "_" or "."'))
  })

  it('refuses a book slug already used by a page, and the reverse', async () => {
    await createPage('lookbook')
    await expect(createBook('lookbook')).rejects.toMatchObject(
      refusedWith('already the address of a page'),
    )
    await createBook('archive')
    await expect(createPage('archive')).rejects.toMatchObject(
      refusedWith('already the address of a book'),
    )
  })

  it('makes a slug from the title when none is given', async () => {
    const book = await payload.create({
      collection: 'books',
      data: { title: 'New Faces West' } as never,
      context: testContext,
    })
    expect(book.slug).toBe('new-faces-west')
  })

  it('explains each problem in words staff understand', () => {
    expect(slugProblem('admin', 'page')).toBe(
      'The slug "admin" is reserved by the site (it would hide /admin). Choose another.',
    )
    expect(slugProblem('Women!', 'book')).toBe(
      'The slug "Women!" may only hold lowercase letters, digits and single hyphens.',
    )
    expect(slugProblem('women', 'book')).toBeNull()
  })
})
