import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'
import { rest, sessionCookie } from '../helpers/rest'

/**
 * Issue 31, item 5: a read at Payload's default depth never walks from a talent to their books
 * and on to every talent of those books (at 1,000 talents, ten talents were 2.2 MB).
 */
const STAFF = { email: 'depth@roster.test', password: 'A-long-enough-passphrase-1' }
const SIZE = 6
let payload: Payload
let staff: Record<string, string>
let book: number
let talents: number[]

beforeAll(async () => {
  payload = await testPayload()
  const { central } = await createTestOffices(payload)
  await payload.create({ collection: 'users', data: { ...STAFF, role: 'admin' } })
  const login = await rest('POST', '/users/login', { json: STAFF })
  staff = { cookie: sessionCookie(login), authorization: `JWT ${(await login.json()).token}` }
  talents = []
  for (let n = 1; n <= SIZE; n++) {
    const talent = await payload.create({
      collection: 'talents',
      data: {
        name: `Depth ${n}`,
        slug: '',
        location: central,
        bio: `The private bio of depth ${n}.`,
      },
      context: testContext,
    })
    talents.push(talent.id)
  }
  book = (
    await payload.create({
      collection: 'books',
      data: { title: 'Depth book', slug: '', talents },
      context: testContext,
    })
  ).id
})

describe('at the default depth', () => {
  it('a talent carries their books as links, not the books of talents', async () => {
    const response = await rest('GET', `/talents/${talents[0]}?draft=true`, { headers: staff })
    expect(response.status).toBe(200)
    const talent = await response.json()
    expect(talent.books).toEqual([{ id: book, title: 'Depth book', slug: 'depth-book' }])
    const body = JSON.stringify(talent)
    for (let n = 2; n <= SIZE; n++) expect(body).not.toContain(`depth ${n}.`)
  })

  it('a list of talents carries no other talent', async () => {
    const response = await rest('GET', '/talents?limit=10&draft=true', { headers: staff })
    const { docs } = await response.json()
    expect(docs).toHaveLength(SIZE)
    for (const talent of docs) {
      expect(talent.books).toEqual([{ id: book, title: 'Depth book', slug: 'depth-book' }])
      // Each talent's own bio, once: nobody else's comes along through a book.
      const body = JSON.stringify(talent)
      expect(body.match(/The private bio/g)).toHaveLength(1)
    }
  })

  it('a book carries what a tile needs of each talent: name, slug, picture', async () => {
    const response = await rest('GET', `/books/${book}?draft=true`, { headers: staff })
    const { talents: listed } = await response.json()
    expect(listed).toHaveLength(SIZE)
    for (const talent of listed)
      expect(Object.keys(talent).sort()).toEqual(['id', 'name', 'picture', 'slug'])
  })
})
