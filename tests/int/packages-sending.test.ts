import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { findLink } from '@/features/packages/link'
import { env } from '@/lib/env'

import { testTalent } from '../helpers/packages'
import { createTestOffices, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Sending a package from the admin: each recipient is mailed a link of their own, in the
 * package's language and its office's mail text; sending again replaces the link; revoking the
 * package closes every link.
 */

const PASSWORD = 'A-long-enough-passphrase-1'
let payload: Payload
let jwt: string
let packageId: number
const recipients: number[] = []

const asBooker = (method: string, url: string, json?: unknown) =>
  rest(method, url, { headers: { Authorization: `JWT ${jwt}` }, json })

/** The token of the last link mailed to `email`. */
function mailedToken(email: string): string {
  const mails = readdirSync(env.outboxDir)
    .sort()
    .map((name) => readFileSync(path.join(env.outboxDir, name), 'utf8').replace(/=\r?\n/g, ''))
    .filter((raw) => raw.includes(`To: ${email}`))
  const last = mails.at(-1)
  if (!last) throw new Error(`No mail to ${email}`)
  return /\/p\/([A-Za-z0-9_-]{43})/.exec(last)![1]!
}

beforeAll(async () => {
  payload = await testPayload()
  await payload.create({
    collection: 'users',
    data: { email: 'bo@roster.test', password: PASSWORD, role: 'booker', name: 'Bo Booker' },
  })
  jwt = (
    await payload.login({
      collection: 'users',
      data: { email: 'bo@roster.test', password: PASSWORD },
    })
  ).token!
  const office = (await createTestOffices(payload)).central
  const ana = await testTalent(payload, { name: 'Ana Sent', office, portfolio: 2, published: true })
  const created = await asBooker('POST', '/packages', {
    title: 'Autumn lookbook',
    location: office,
    language: 'es',
    client: { name: 'Carla', company: 'Studio Nord' },
    talents: [{ talent: ana.id }],
  })
  packageId = ((await created.json()) as { doc: { id: number } }).doc.id
  for (const [name, email] of [
    ['Carla', 'carla@client.test'],
    ['Dario', 'dario@client.test'],
  ]) {
    const answer = await asBooker('POST', '/package-recipients', {
      package: packageId,
      name,
      email,
    })
    recipients.push(((await answer.json()) as { doc: { id: number } }).doc.id)
  }
})

describe('sending', () => {
  it('mails each recipient a link of their own, in the package’s language', async () => {
    for (const recipient of recipients) {
      const sent = await asBooker('POST', `/packages/${packageId}/send`, { recipient })
      expect(sent.status, await sent.clone().text()).toBe(200)
    }
    const carla = mailedToken('carla@client.test')
    const dario = mailedToken('dario@client.test')
    expect(carla).not.toBe(dario)
    const mail = readdirSync(env.outboxDir)
      .map((name) => readFileSync(path.join(env.outboxDir, name), 'utf8'))
      .find((raw) => raw.includes('To: carla@client.test'))!
    expect(mail).toContain('Autumn lookbook')
    expect(mail.replace(/=\r?\n/g, '')).toMatch(/Hola, Carla/)
    expect(await findLink(payload, carla)).toMatchObject({
      kind: 'open',
      recipient: { name: 'Carla' },
    })
    const pkg = await payload.findByID({ collection: 'packages', id: packageId, depth: 0 })
    expect(pkg.state).toBe('sent')
    const stored = await payload.findByID({
      collection: 'package-recipients',
      id: recipients[0]!,
      depth: 0,
    })
    expect(stored.sentAt).toBeTruthy()
  })

  it('again replaces the link: the earlier one no longer opens', async () => {
    const before = mailedToken('carla@client.test')
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(
      (await asBooker('POST', `/packages/${packageId}/send`, { recipient: recipients[0] })).status,
    ).toBe(200)
    const after = mailedToken('carla@client.test')
    expect(after).not.toBe(before)
    expect((await findLink(payload, before)).kind).toBe('unknown')
    expect((await findLink(payload, after)).kind).toBe('open')
  })

  it('refuses anyone without a login, and a recipient of another package', async () => {
    expect(
      (await rest('POST', `/packages/${packageId}/send`, { json: { recipient: recipients[0] } }))
        .status,
    ).toBe(403)
    expect(
      (await asBooker('POST', `/packages/${packageId}/send`, { recipient: 999_999 })).status,
    ).toBe(404)
  })
})

describe('revoking', () => {
  it('one recipient closes their link alone; the whole package closes every link', async () => {
    const dario = mailedToken('dario@client.test')
    const carla = mailedToken('carla@client.test')
    expect(
      (await asBooker('PATCH', `/package-recipients/${recipients[1]}`, { revoked: true })).status,
    ).toBe(200)
    expect(await findLink(payload, dario)).toMatchObject({ kind: 'gone', reason: 'revoked' })
    expect((await findLink(payload, carla)).kind).toBe('open')
    expect(
      (await asBooker('POST', `/packages/${packageId}/send`, { recipient: recipients[1] })).status,
    ).toBe(409)
    expect((await asBooker('POST', `/packages/${packageId}/revoke`)).status).toBe(200)
    expect(await findLink(payload, carla)).toMatchObject({ kind: 'gone', reason: 'revoked' })
    const pkg = await payload.findByID({ collection: 'packages', id: packageId, depth: 0 })
    expect(pkg.state).toBe('revoked')
  })
})

describe('a shortlist inquiry', () => {
  it('becomes a draft package with its talents, in the client’s language, the client as recipient', async () => {
    const office = (await payload.find({ collection: 'locations', limit: 1 })).docs[0]!.id
    const talents = (await payload.find({ collection: 'talents', limit: 2, depth: 0 })).docs.map(
      (t) => t.id,
    )
    const inquiry = await payload.create({
      collection: 'inquiries',
      data: {
        status: 'new',
        location: office,
        talents,
        name: 'Elena',
        company: 'Casa Norte',
        email: 'elena@client.test',
        dates: 'May 2027',
        usage: 'Print, Spain',
        locale: 'es',
      },
    })
    const made = await asBooker('POST', '/packages/from-inquiry', { inquiry: inquiry.id })
    expect(made.status, await made.clone().text()).toBe(201)
    const { id } = (await made.json()) as { id: number }
    const pkg = await payload.findByID({ collection: 'packages', id, depth: 0 })
    expect(pkg).toMatchObject({
      state: 'draft',
      language: 'es',
      client: { name: 'Elena', company: 'Casa Norte' },
      location: office,
    })
    expect(pkg.talents?.map((row) => row.talent)).toEqual(talents)
    const { docs } = await payload.find({
      collection: 'package-recipients',
      where: { package: { equals: id } },
    })
    expect(docs.map((r) => [r.name, r.email, r.sentAt ?? null])).toEqual([
      ['Elena', 'elena@client.test', null],
    ])
    expect(
      (await rest('POST', '/packages/from-inquiry', { json: { inquiry: inquiry.id } })).status,
    ).toBe(403)
  })
})

describe('the audit log', () => {
  it('records who changed, sent and revoked the package', async () => {
    expect(
      (await asBooker('PATCH', `/packages/${packageId}`, { message: 'The faces we spoke of.' }))
        .status,
    ).toBe(200)
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { userEmail: { equals: 'bo@roster.test' } },
      sort: 'createdAt',
      limit: 1000,
    })
    const entries = docs.map((entry) => ({
      target: entry.target,
      documentId: entry.documentId,
      action: entry.action,
      fields: entry.changedFields?.split(', ') ?? [],
    }))
    const ofPackage = (fields: string) =>
      entries.filter(
        (entry) =>
          entry.target === 'packages' &&
          entry.action === 'update' &&
          entry.documentId === String(packageId) &&
          entry.fields.includes(fields),
      )
    const sentTo = (recipient: number) =>
      entries.filter(
        (entry) =>
          entry.target === 'package-recipients' &&
          entry.documentId === String(recipient) &&
          entry.fields.includes('Sent'),
      )
    // Each send, by the booker, to each recipient (Carla twice: she was sent a new link).
    expect(sentTo(recipients[0]!)).toHaveLength(2)
    expect(sentTo(recipients[1]!)).toHaveLength(1)
    // The revoking: the package's state, each recipient's link.
    expect(ofPackage('State')).toHaveLength(1)
    expect(
      entries.filter(
        (entry) =>
          entry.target === 'package-recipients' &&
          entry.action === 'update' &&
          entry.fields.includes('Revoked'),
      ),
    ).toHaveLength(2)
    // ...and the booker's own change.
    expect(ofPackage('Message')).toHaveLength(1)
  })
})
