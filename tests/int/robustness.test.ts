import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/lib/env'

import { testContext, testPayload } from '../helpers/payload'
import { rest, SITE_ORIGIN } from '../helpers/rest'
import { jpegWithExif } from './image-proxy/fixtures'

/**
 * What an outsider found answering 500 or failing on today's main (issue 15): anonymous writes to
 * staff accounts, malformed list queries, the password reset on SQLite, and staff uploads that
 * published where a photo was taken. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
 */

const STAFF = { email: 'reset@roster.test', password: 'A-long-enough-passphrase-1' }
let payload: Payload
let staffId: number
/** Anonymous callers read nothing through /cms/api (403): the queries are staff's. */
let asStaff: { authorization: string }

beforeAll(async () => {
  payload = await testPayload()
  const user = await payload.create({ collection: 'users', data: { ...STAFF, role: 'admin' } })
  staffId = user.id
  const { token } = await payload.login({ collection: 'users', data: STAFF })
  asStaff = { authorization: `JWT ${token}` }
})

describe('anonymous writes to staff accounts', () => {
  it.each(['999999', 'self'])('PATCH /users/%s answers 403, never 500', async (which) => {
    const id = which === 'self' ? String(staffId) : which
    const response = await rest('PATCH', `/users/${id}`, {
      headers: { origin: SITE_ORIGIN },
      json: { role: 'admin', name: 'Mallory' },
    })
    expect(response.status).toBe(403)
    const stored = await payload.findByID({ collection: 'users', id: staffId, depth: 0 })
    expect(stored.name ?? null).toBeNull()
  })
})

describe('malformed list queries', () => {
  it.each([
    'page=1e20',
    'page=1.5',
    'page=Infinity',
    'page=-1',
    'where[id][equals][0]=1',
    'where[slug][near]=1,2',
    'where[createdAt][greater_than]=notadate',
    'where[id][in]=1,abc',
    'where[slug][nonsense]=1',
    'where[or]=1',
  ])('/talents?%s answers 400 with the reason', async (query) => {
    const response = await rest('GET', `/talents?${query}`, { headers: asStaff })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string }[] }
    expect(body.errors[0]!.message).toMatch(/page|where/)
  })

  it('well-formed queries still answer 200', async () => {
    for (const query of [
      'page=2',
      'where[id][in]=1,2',
      'where[createdAt][greater_than]=2020-01-01',
      'where[or][0][slug][equals]=a&where[or][1][name][like]=b',
    ]) {
      expect((await rest('GET', `/talents?${query}`, { headers: asStaff })).status, query).toBe(200)
    }
  })
})

describe('password reset', () => {
  it('mails a link that resets the password', async () => {
    const asked = await rest('POST', '/users/forgot-password', {
      headers: { origin: SITE_ORIGIN },
      json: { email: STAFF.email },
    })
    expect(asked.status, await asked.clone().text()).toBe(200)
    const mail = await mailTo(STAFF.email)
    const token = /\/admin\/set-password\/([0-9a-f]{40})/.exec(mail.replace(/=\r?\n/g, ''))?.[1]
    expect(token).toBeDefined()
    const newPassword = 'Another-long-passphrase-2'
    const reset = await rest('POST', '/users/reset-password', {
      headers: { origin: SITE_ORIGIN },
      json: { token, password: newPassword },
    })
    expect(reset.status, await reset.clone().text()).toBe(200)
    const login = await rest('POST', '/users/login', {
      headers: { origin: SITE_ORIGIN },
      json: { email: STAFF.email, password: newPassword },
    })
    expect(login.status).toBe(200)
  })
})

describe('writers at once', () => {
  it('five password resets at once all answer 200: each waits for the lock, none fails', async () => {
    const answers = await Promise.all(
      // From five addresses: one address may ask five times in ten minutes, and one was used above.
      Array.from({ length: 5 }, (_, index) =>
        rest('POST', '/users/forgot-password', {
          headers: { origin: SITE_ORIGIN, 'x-roster-peer-address': `192.0.2.${index + 1}` },
          json: { email: STAFF.email },
        }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
  })

  it('a transaction waits for another one holding the write lock', async () => {
    const first = await payload.db.beginTransaction()
    await payload.update({
      collection: 'users',
      id: staffId,
      data: { name: 'Holding the lock' },
      req: { transactionID: first! } as never,
    })
    const second = payload.db.beginTransaction()
    await new Promise((resolve) => setTimeout(resolve, 300))
    await payload.db.commitTransaction(first!)
    const id = await second
    expect(id).toBeTruthy()
    await payload.db.commitTransaction(id!)
  })

  it('a write outside any transaction waits for one holding the write lock', async () => {
    // Payload saves staff's list and language preferences this way (`disableTransaction`): the
    // admin's list came up empty with "database is locked" while another save was under way.
    const holding = await payload.db.beginTransaction()
    await payload.update({
      collection: 'users',
      id: staffId,
      data: { name: 'Holding the lock again' },
      req: { transactionID: holding! } as never,
    })
    const staff = await payload.findByID({ collection: 'users', id: staffId })
    // As Payload's admin writes it (upsertPreferences in @payloadcms/ui).
    const preference = payload.create({
      collection: 'payload-preferences',
      data: { key: 'collection-faqs', user: { collection: 'users', value: staffId }, value: {} },
      depth: 0,
      disableTransaction: true,
      user: staff,
    } as never)
    await new Promise((resolve) => setTimeout(resolve, 300))
    await payload.db.commitTransaction(holding!)
    await expect(preference).resolves.toMatchObject({ key: 'collection-faqs' })
  })

  it('a write outside any transaction that makes others (an upsert) does not wait for itself', async () => {
    // Saving a staff member's preferences is an upsert, which updates or creates: one turn.
    const upsert = payload.db.upsert({
      collection: 'payload-preferences',
      where: { key: { equals: 'collection-books' } },
      data: { key: 'collection-books', user: { relationTo: 'users', value: staffId }, value: {} },
    })
    const stuck = new Promise((resolve) => setTimeout(resolve, 5_000, 'stuck'))
    expect(await Promise.race([upsert.then(() => 'saved'), stuck])).toBe('saved')
  })
})

describe('staff uploads', () => {
  it('keep no EXIF or GPS in the public original, with the orientation applied', async () => {
    const photo = await jpegWithExif()
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A phone photo' },
      file: { data: photo, mimetype: 'image/jpeg', name: 'phone.jpg', size: photo.length },
      context: testContext,
    })
    const stored = await readFile(path.join(env.mediaDir, media.filename!))
    const meta = await sharp(stored).metadata()
    expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ])
    // Stored sideways (orientation 6): the pixels now stand upright.
    expect([meta.width, meta.height]).toEqual([1200, 1600])
    expect(stored.includes(Buffer.from('Hidden Photographer'))).toBe(false)
  })
})

/** The newest message to `address` in the outbox (no SMTP_URL in these tests). */
async function mailTo(address: string): Promise<string> {
  const names = (await readdir(env.outboxDir)).sort().reverse()
  for (const name of names) {
    const raw = await readFile(path.join(env.outboxDir, name), 'utf8')
    if (raw.includes(address)) return raw
  }
  throw new Error(`No mail to ${address} in ${env.outboxDir}`)
}
