import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { defaultExpiry } from '@/cms/packages/expiry'
import { packageEndpoint } from '@/features/packages/endpoint'
import { waitingCounts } from '@/features/admin/what-waits'
import { recordOpen } from '@/features/packages/activity'
import { answerLinkGate } from '@/features/packages/link-gate-answer'
import { findLink } from '@/features/packages/link'
import { packagePicture } from '@/features/packages/pictures'
import { runPackageRetention } from '@/features/packages/retention'
import { issueToken } from '@/cms/packages/recipients'
import { newToken } from '@/cms/packages/token'
import { PEER_HEADER } from '@/lib/http/client-address'
import { env } from '@/lib/env'

import { testTalent } from '../helpers/packages'
import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/**
 * A package's link as its client uses it: the lookup by token, votes and comments (only on the
 * package's talents, only before expiry, only when votes are allowed), the pictures served
 * through the link alone, the answer that reaches the booker, and the limit on guessing.
 */

const SITE = env.siteUrl
let payload: Payload
let ana: Awaited<ReturnType<typeof testTalent>>
let bea: Awaited<ReturnType<typeof testTalent>>
let cleo: Awaited<ReturnType<typeof testTalent>>
let packageId: number
let token: string
let otherToken: string
let bookerEmail: string

const always = async () => ({ allowed: true })

function post(action: string, body: unknown, link = token, now?: number, origin = SITE) {
  const request = new Request(`${SITE}/api/_packages/${link}/${action}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return packageEndpoint(request, link, action, {
    payload,
    siteUrl: SITE,
    rateLimit: always,
    bodyIdleTimeoutMs: 30_000,
    now: now === undefined ? undefined : () => now,
  })
}

async function makePackage(title: string, talents: { talent: number; pictures?: number[] }[]) {
  const office = (await payload.find({ collection: 'locations', limit: 1 })).docs[0]!.id
  const booker = (await payload.find({ collection: 'users', limit: 1 })).docs[0]!.id
  const pkg = await payload.create({
    collection: 'packages',
    data: {
      title,
      location: office,
      booker,
      state: 'sent',
      language: 'es',
      expiresAt: defaultExpiry(),
      client: { name: 'Carla Client', company: 'Studio Nord' },
      talents,
    },
  })
  const recipient = await payload.create({
    collection: 'package-recipients',
    data: { package: pkg.id, name: 'Carla', email: 'carla@client.test' },
  })
  return { pkg, recipient, token: await issueToken(payload, recipient.id) }
}

beforeAll(async () => {
  payload = await testPayload()
  bookerEmail = 'booker@roster.test'
  await payload.create({
    collection: 'users',
    data: {
      email: bookerEmail,
      password: 'A-long-enough-passphrase-1',
      role: 'booker',
      name: 'Bo Booker',
    },
  })
  const office = (await createTestOffices(payload)).central
  ana = await testTalent(payload, { name: 'Ana Link', office, portfolio: 3, published: true })
  bea = await testTalent(payload, { name: 'Bea Hidden', office, portfolio: 1, published: false })
  cleo = await testTalent(payload, {
    name: 'Cleo Elsewhere',
    office,
    portfolio: 2,
    published: true,
  })
  const mine = await makePackage('Summer campaign', [
    { talent: ana.id },
    { talent: bea.id, pictures: [bea.polaroid] },
  ])
  packageId = mine.pkg.id
  token = mine.token
  otherToken = (await makePackage('Another client', [{ talent: cleo.id }])).token
})

describe('a link', () => {
  it('is found by its token only, and an unknown or malformed one finds nothing', async () => {
    const link = await findLink(payload, token)
    expect(link).toMatchObject({
      kind: 'open',
      locale: 'es',
      contact: { name: 'Bo Booker', email: bookerEmail },
    })
    expect((await findLink(payload, newToken())).kind).toBe('unknown')
    expect((await findLink(payload, 'short')).kind).toBe('unknown')
    expect(
      (await findLink(payload, token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'))).kind,
    ).toBe('unknown')
  })

  it('is gone after its package expires, and tells whom to contact', async () => {
    const later = Date.now() + 31 * 86_400_000
    expect(await findLink(payload, token, later)).toEqual({
      kind: 'gone',
      reason: 'expired',
      locale: 'es',
      contact: { name: 'Bo Booker', email: bookerEmail },
    })
  })
})

describe('votes and comments', () => {
  it('save at once, change, and read back as they were left', async () => {
    const first = await post('vote', { talent: ana.id, vote: 'yes', comment: null })
    expect(first.status, await first.clone().text()).toBe(200)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(await first.json()).toEqual({ counts: { yes: 1, maybe: 0, no: 0 } })
    const second = await post('vote', {
      talent: bea.id,
      vote: 'maybe',
      comment: 'Love the polaroid',
    })
    expect(await second.json()).toEqual({ counts: { yes: 1, maybe: 1, no: 0 } })
    const changed = await post('vote', { talent: bea.id, vote: 'no', comment: 'On second thought' })
    expect(await changed.json()).toEqual({ counts: { yes: 1, maybe: 0, no: 1 } })
    const { docs } = await payload.find({
      collection: 'package-votes',
      where: { package: { equals: packageId } },
    })
    expect(docs.map((d) => [d.vote, d.comment]).sort()).toEqual([
      ['no', 'On second thought'],
      ['yes', null],
    ])
  })

  it('are refused for a talent not in the package, a cross-site post, or no vote at all', async () => {
    expect((await post('vote', { talent: cleo.id, vote: 'yes' })).status).toBe(422)
    expect((await post('vote', { talent: ana.id, vote: 'definitely' })).status).toBe(422)
    expect(
      (await post('vote', { talent: ana.id, vote: 'no' }, token, undefined, 'https://evil.test'))
        .status,
    ).toBe(403)
    expect((await post('vote', { talent: ana.id, vote: 'yes' }, newToken())).status).toBe(404)
    const stored = await payload.count({
      collection: 'package-votes',
      where: { talent: { equals: cleo.id } },
    })
    expect(stored.totalDocs).toBe(0)
  })

  it('are refused after the expiry (410) and when the package takes none (403)', async () => {
    const later = Date.now() + 31 * 86_400_000
    expect((await post('vote', { talent: ana.id, vote: 'no' }, token, later)).status).toBe(410)
    const { docs } = await payload.find({
      collection: 'package-votes',
      where: { talent: { equals: ana.id } },
    })
    expect(docs[0]?.vote).toBe('yes')
    await payload.update({ collection: 'packages', id: packageId, data: { allowVotes: false } })
    expect((await post('vote', { talent: ana.id, vote: 'no' })).status).toBe(403)
    await payload.update({ collection: 'packages', id: packageId, data: { allowVotes: true } })
  })
})

describe('pictures', () => {
  it('are served through the link, an unpublished talent’s polaroid included', async () => {
    const answer = await packagePicture(payload, token, String(bea.polaroid), '640')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('image/webp')
    expect(answer.headers.get('cache-control')).toMatch(/^private/)
  })

  it('never serve another package’s picture, nor one the package does not show', async () => {
    expect((await packagePicture(payload, token, String(cleo.portfolio[0]), '640')).status).toBe(
      404,
    )
    expect((await packagePicture(payload, otherToken, String(bea.polaroid), '640')).status).toBe(
      404,
    )
    // Bea's package shows her polaroid only, not her portfolio.
    expect((await packagePicture(payload, token, String(bea.portfolio[0]), '640')).status).toBe(404)
    expect((await packagePicture(payload, newToken(), String(bea.polaroid), '640')).status).toBe(
      404,
    )
    const later = Date.now() + 31 * 86_400_000
    expect((await packagePicture(payload, token, String(bea.polaroid), '640', later)).status).toBe(
      410,
    )
  })
})

describe('the lightbox', () => {
  it('notes which talents the client opened, only the package’s', async () => {
    expect((await post('opened', { talent: bea.id })).status).toBe(200)
    expect((await post('opened', { talent: bea.id })).status).toBe(200)
    expect((await post('opened', { talent: cleo.id })).status).toBe(422)
    const [recipient] = (
      await payload.find({
        collection: 'package-recipients',
        where: { package: { equals: packageId } },
        depth: 0,
      })
    ).docs
    expect(recipient!.openedTalents).toEqual([bea.id])
  })
})

describe('sending the selection', () => {
  it('marks it answered, files it in the inbox and mails the booker', async () => {
    const sent = await post('answer', { message: 'Can Ana do the 14th?' })
    expect(sent.status, await sent.clone().text()).toBe(200)
    const pkg = await payload.findByID({ collection: 'packages', id: packageId, depth: 0 })
    expect(pkg.state).toBe('answered')
    const [recipient] = (
      await payload.find({
        collection: 'package-recipients',
        where: { package: { equals: packageId } },
      })
    ).docs
    expect(recipient!.answeredAt).toBeTruthy()
    expect(recipient!.answerMessage).toBe('Can Ana do the 14th?')
    const { docs } = await payload.find({
      collection: 'messages',
      where: { email: { equals: 'carla@client.test' } },
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      status: 'new',
      subject: 'Package selection: Summer campaign (1 yes, 1 no)',
    })
    expect(docs[0]!.message).toContain('Can Ana do the 14th?')
    // The booker goes from the recipient's answer to this inbox entry.
    expect(recipient!.answerEntry).toMatchObject({ id: docs[0]!.id })
    // ...and the dashboard's "What waits" counts the answered package, for a booker too.
    const booker = (
      await payload.find({ collection: 'users', where: { email: { equals: bookerEmail } } })
    ).docs[0]!
    const waiting = await waitingCounts({
      payload,
      user: { ...booker, collection: 'users' },
      canRead: (slug) => slug === 'packages',
    })
    expect(waiting.find((line) => line.collection === 'packages')).toMatchObject({
      label: 'Packages answered',
      count: 1,
    })
    const mails = readdirSync(env.outboxDir).map((name) =>
      readFileSync(path.join(env.outboxDir, name), 'utf8'),
    )
    const mail = mails.find((raw) => raw.includes(`To: ${bookerEmail}`))
    expect(mail).toBeDefined()
    expect(mail!.replace(/=\r?\n/g, '')).toContain(
      'Selection from Carla: Summer campaign (1 yes, 1 no)',
    )
  })
})

describe('guessing', () => {
  it('is limited per address: PACKAGE_RATE_LIMIT lookups a minute, then 429 with a wait', async () => {
    const headers = new Headers({ [PEER_HEADER]: '203.0.113.77' })
    const answers = []
    for (let n = 0; n <= env.packages.ratePerMinute; n++)
      answers.push(await answerLinkGate(newToken(), headers))
    expect(answers.slice(0, -1).every((answer) => answer.kind === 'unknown')).toBe(true)
    expect(answers.at(-1)).toMatchObject({ kind: 'limited' })
    // Another address is not held back, and a right token is answered as any other lookup.
    const elsewhere = new Headers({ [PEER_HEADER]: '203.0.113.78' })
    expect(await answerLinkGate(token, elsewhere)).toEqual({ kind: 'open', locale: 'es' })
  })
})

describe('a talent deleted after the package was sent', () => {
  it('leaves an empty row that stops nothing: the opened package moves to viewed', async () => {
    const office = (await payload.find({ collection: 'locations', limit: 1 })).docs[0]!.id
    const dana = await testTalent(payload, {
      name: 'Dana Gone',
      office,
      portfolio: 1,
      published: true,
    })
    const { pkg, recipient } = await makePackage('Lost a talent', [
      { talent: ana.id },
      { talent: dana.id },
    ])
    await payload.delete({ collection: 'talents', id: dana.id, context: testContext })
    const emptied = await payload.findByID({ collection: 'packages', id: pkg.id, depth: 0 })
    expect(emptied.talents!.map((row) => row.talent ?? null)).toEqual([ana.id, null])

    await recordOpen(payload, pkg, recipient)
    const opened = await payload.findByID({ collection: 'packages', id: pkg.id, depth: 0 })
    expect(opened.state).toBe('viewed')
  })

  it('while staff still cannot save a row without a talent', async () => {
    await expect(
      payload.update({
        collection: 'packages',
        id: packageId,
        data: { talents: [{ talent: ana.id }, { talent: null }] },
      }),
    ).rejects.toThrow('Talents 2 > Talent')
  })
})

describe('retention', () => {
  it('marks expired packages, and deletes recipients and votes PACKAGE_RETENTION_DAYS later', async () => {
    const votesBefore = await payload.count({
      collection: 'package-votes',
      where: { package: { equals: packageId } },
    })
    expect(votesBefore.totalDocs).toBeGreaterThan(0)
    const afterExpiry = new Date(Date.now() + 31 * 86_400_000)
    expect(await runPackageRetention(payload, afterExpiry, 365)).toMatchObject({ cleared: 0 })
    const pkg = await payload.findByID({ collection: 'packages', id: packageId, depth: 0 })
    expect(pkg.state).toBe('expired')
    expect(env.packages.retentionDays).toBe(365)
    const yearLater = new Date(Date.now() + (31 + 366) * 86_400_000)
    const report = await runPackageRetention(payload, yearLater, 365)
    expect(report.cleared).toBeGreaterThan(0)
    const left = await Promise.all([
      payload.count({ collection: 'package-votes', where: { package: { equals: packageId } } }),
      payload.count({
        collection: 'package-recipients',
        where: { package: { equals: packageId } },
      }),
    ])
    expect(left.map((count) => count.totalDocs)).toEqual([0, 0])
    expect(
      (await payload.findByID({ collection: 'packages', id: packageId, depth: 0 })).title,
    ).toBe('Summer campaign')
  })
})
