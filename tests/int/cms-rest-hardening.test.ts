import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_DEPTH, MAX_LIST_LIMIT, STAFF_MAX_LIST_LIMIT } from '@/cms/hooks/cap-list-reads'
import { STAFF_ONLY_MESSAGE } from '@/cms/hooks/staff-only-rest'

import { testContext, testPayload } from '../helpers/payload'
import { rest, sessionCookie, SITE_ORIGIN } from '../helpers/rest'
import { png } from './image-proxy/fixtures'

/**
 * Payload's REST API against cross-site requests, anonymous readers (docs/decisions/0027) and
 * oversized reads.
 */

const STAFF = { email: 'staff@roster.test', password: 'A-long-enough-passphrase-1' }
const FAQS = MAX_LIST_LIMIT + 5
let payload: Payload
let cookie: string
let token: string

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({ collection: 'users', data: { ...STAFF, role: 'admin' } })
  const login = await rest('POST', '/users/login', { json: STAFF })
  cookie = sessionCookie(login)
  token = ((await login.json()) as { token: string }).token
  for (let index = 0; index < FAQS; index++) {
    await payload.create({
      collection: 'faqs',
      data: { question: `Question ${index}?`, answer: 'An answer.', order: index },
      context: testContext,
    })
  }
})

/** A staff-only write (the inbox has no cache to expire, so it runs outside Next). */
const newMessage = (headers: Record<string, string>) =>
  rest('POST', '/messages', {
    headers: { cookie, ...headers },
    json: { name: 'Staff', email: 'staff@roster.test', subject: 'Note', message: 'Posted.' },
  })

describe('cross-site requests', () => {
  it('a session cookie authenticates a write from the site itself', async () => {
    expect((await newMessage({ origin: SITE_ORIGIN })).status).toBe(201)
    expect((await newMessage({ 'sec-fetch-site': 'same-origin' })).status).toBe(201)
  })

  it('a session cookie sent from another site, or from nowhere named, authenticates nothing', async () => {
    const before = (await payload.count({ collection: 'messages' })).totalDocs
    const refused: Record<string, string>[] = [
      { origin: 'https://evil.test' },
      { origin: 'null' },
      { origin: 'https://evil.test', 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ]
    for (const headers of refused) {
      expect((await newMessage(headers)).status, JSON.stringify(headers)).toBe(403)
      const me = await rest('GET', '/users/me', { headers: { cookie, ...headers } })
      expect(((await me.json()) as { user: unknown }).user, JSON.stringify(headers)).toBeNull()
    }
    expect((await payload.count({ collection: 'messages' })).totalDocs).toBe(before)
  })

  it('a preflight from another site gets no CORS permission; one from the site does', async () => {
    const preflight = (origin: string) =>
      rest('OPTIONS', '/faqs', {
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      })
    const evil = await preflight('https://evil.test')
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull()
    const own = await preflight(SITE_ORIGIN)
    expect(own.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN)
    expect(own.headers.get('access-control-allow-credentials')).toBe('true')
    const read = await rest('GET', '/users/me', { headers: { origin: 'https://evil.test' } })
    expect(read.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('anonymous callers', () => {
  const refused = async (response: Response, what: string) => {
    expect(response.status, what).toBe(403)
    const body = (await response.json()) as { errors: { message: string }[]; docs?: unknown }
    expect(body.errors[0]!.message, what).toBe(STAFF_ONLY_MESSAGE)
    expect(body.docs, what).toBeUndefined()
  }

  it('read nothing through Payload’s REST API, however they ask', async () => {
    for (const path of [
      '/talents?limit=100&depth=3&locale=all',
      '/faqs',
      '/faqs?limit=0&pagination=false',
      '/faqs/1',
      '/faqs/count',
      '/pages?draft=true',
      '/media',
      '/users',
      '/globals/settings',
      '/globals/navigation?locale=all',
    ])
      await refused(await rest('GET', path), path)
    // Payload's own collections (preferences, jobs, …) and every global as well. Migrations have
    // no REST endpoints at all.
    for (const { slug, endpoints } of payload.config.collections)
      if (endpoints !== false) expect((await rest('GET', `/${slug}`)).status, slug).toBe(403)
    for (const { slug } of payload.config.globals)
      expect((await rest('GET', `/globals/${slug}`)).status, slug).toBe(403)
    // The query sent in a POST body, as the admin's relationship fields do.
    const override = await rest('POST', '/faqs', {
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-payload-http-method-override': 'GET',
      },
      body: 'limit=0&pagination=false',
    })
    await refused(override, 'POST with X-Payload-HTTP-Method-Override: GET')
  })

  it('get no permission map; staff get theirs', async () => {
    const staff = { authorization: `JWT ${token}` }
    await refused(await rest('GET', '/access'), '/access')
    const all = await rest('GET', '/access', { headers: staff })
    expect(all.status).toBe(200)
    const map = (await all.json()) as { canAccessAdmin: boolean; collections: object }
    expect(map.canAccessAdmin).toBe(true)
    expect(map.collections).toHaveProperty('talents')

    // The maps of one collection, document or global, as the admin's edit views ask for them.
    const faq = await payload.find({ collection: 'faqs', limit: 1 })
    for (const path of [
      '/faqs/access',
      `/faqs/access/${faq.docs[0]!.id}`,
      '/globals/settings/access',
    ]) {
      await refused(await rest('POST', path, { json: {} }), path)
      const own = await rest('POST', path, { headers: staff, json: {} })
      expect(own.status, path).toBe(200)
      expect(await own.json(), path).toHaveProperty('fields')
    }
  })

  it('still get the files of the media the site shows, and only those', async () => {
    const picture = await png(32, 32)
    const upload = (name: string) =>
      payload.create({
        collection: 'media',
        data: { alt: 'A square' },
        file: { data: picture, mimetype: 'image/png', name, size: picture.length },
        context: testContext,
      })
    const media = await upload('square.png')
    const unshown = await upload('unshown.png')
    // Shown on the site as its logo (docs/decisions/0047).
    await payload.updateGlobal({
      slug: 'settings',
      data: { website: { name: 'Roster', logo: media.id } },
      context: testContext,
    })
    const file = await rest('GET', `/media/file/${media.filename}`)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/png')
    // A picture the site does not show and a name with no file get the same refusal (Payload
    // answered 500 for the latter); one that leaves the folder is refused.
    for (const name of [unshown.filename!, 'no-such-picture.jpg', 'square-400x600.png'])
      expect((await rest('GET', `/media/file/${name}`)).status, name).toBe(403)
    const outside = await rest('GET', '/media/file/..%2F..%2Fetc%2Fpasswd')
    expect([400, 403, 404]).toContain(outside.status)
  })

  it('still learn they are nobody, and find GraphQL off', async () => {
    const me = await rest('GET', '/users/me')
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: unknown }).user).toBeNull()
    expect(payload.config.graphQL.disable).toBe(true)
    expect((await rest('POST', '/graphql', { json: { query: '{ __typename }' } })).status).toBe(404)
  })
})

describe('list reads', () => {
  type List = { docs: unknown[]; limit: number; hasNextPage: boolean; totalDocs: number }
  const list = async (query: string) =>
    (await (
      await rest('GET', `/faqs?${query}`, { headers: { authorization: `JWT ${token}` } })
    ).json()) as List

  it('give staff a longer list than the site ever reads, a page at a time', async () => {
    const answer = await list('limit=0')
    expect(answer.docs.length).toBeGreaterThan(MAX_LIST_LIMIT)
    expect(answer.limit).toBe(STAFF_MAX_LIST_LIMIT)
    expect((await list('limit=7')).docs).toHaveLength(7)
    expect((await list('')).docs).toHaveLength(10)
  })
})

describe('depth', () => {
  it(`is capped at ${MAX_DEPTH}, whatever the request asks`, async () => {
    // page → its talent grid's book → the book's talent → the talent's office → the office's map:
    // four levels of relationships, one more than the cap.
    const picture = await png(64, 64)
    const map = await payload.create({
      collection: 'media',
      data: { alt: 'A map' },
      file: { data: picture, mimetype: 'image/png', name: 'map.png', size: picture.length },
      context: testContext,
    })
    const location = await payload.create({
      collection: 'locations',
      data: {
        name: 'Central',
        slug: 'central',
        town: 'CENTRAL',
        email: 'central@roster.test',
        address: { street: '1 Main St', city: 'Central' },
        phone: '+1 310 555 0100',
        timeZone: 'America/Los_Angeles',
        map: map.id,
      },
      context: testContext,
    })
    const talent = await payload.create({
      collection: 'talents',
      data: {
        name: 'Deep Person',
        slug: 'deep-person',
        _status: 'published',
        location: location.id,
      },
      context: testContext,
    })
    const book = await payload.create({
      collection: 'books',
      data: { title: 'Deep', slug: 'deep', talents: [talent.id], _status: 'published' },
      context: testContext,
    })
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Deep page',
        slug: 'deep-page',
        layout: 'default',
        _status: 'published',
        blocks: [{ blockType: 'talentGrid', heading: 'Deep', book: book.id }],
      },
      context: testContext,
    })
    type Chain = { blocks: { book: { talents: { location: { map: unknown } }[] } }[] }
    const read = async (depth: number) => {
      // A populated book or talent carries only a link's fields unless asked for more.
      const populate = 'populate[books][talents]=true&populate[talents][location]=true'
      const response = await rest('GET', `/pages/${page.id}?depth=${depth}&${populate}`, {
        headers: { authorization: `JWT ${token}` },
      })
      expect(response.status).toBe(200)
      return (await response.json()) as Chain
    }
    const three = await read(3)
    expect(three.blocks[0]!.book.talents[0]!.location.map).toBe(map.id)
    const deeper = await read(100)
    expect(deeper.blocks[0]!.book.talents[0]!.location.map).toBe(map.id)
    expect(deeper).toEqual(three)
    // Below the cap the request's own depth still counts.
    expect((await read(2)).blocks[0]!.book.talents[0]!.location).toBe(location.id)
  })
})
