import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { defaultExpiry } from '@/cms/packages/expiry'
import { hashToken } from '@/cms/packages/token'
import { issueToken } from '@/cms/packages/recipients'

import { testTalent } from '../helpers/packages'
import { createTestOffices, testPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Packages over Payload's REST API: every staff role builds and sends them (bookers included,
 * who otherwise only read content); nobody without a login reads or writes any of it; what the
 * server records (the state, a link's token, opens and answers) is not staff's to write.
 */

const PASSWORD = 'A-long-enough-passphrase-1'
const ROLES = ['admin', 'editor', 'booker'] as const
type Role = (typeof ROLES)[number]

let payload: Payload
let office: number
let ana: Awaited<ReturnType<typeof testTalent>>
let bea: Awaited<ReturnType<typeof testTalent>>
const tokens = {} as Record<Role, string>

const as = (role: Role, method: string, url: string, json?: unknown) =>
  rest(method, url, { headers: { Authorization: `JWT ${tokens[role]}` }, json })

const newPackage = (title: string) => ({
  title,
  location: office,
  client: { name: 'Carla Client', company: 'Studio Nord' },
  talents: [{ talent: ana.id }],
})

/** The same through the Local API, whose types ask for the fields REST fills in by default. */
const storedPackage = (title: string) => ({
  ...newPackage(title),
  state: 'draft' as const,
  language: 'en' as const,
  expiresAt: defaultExpiry(),
})

beforeAll(async () => {
  payload = await testPayload()
  for (const role of ROLES) {
    const email = `${role}@roster.test`
    await payload.create({ collection: 'users', data: { email, password: PASSWORD, role } })
    const login = await payload.login({ collection: 'users', data: { email, password: PASSWORD } })
    tokens[role] = login.token!
  }
  office = (await createTestOffices(payload)).central
  ana = await testTalent(payload, { name: 'Ana Pack', office, portfolio: 8, published: true })
  bea = await testTalent(payload, { name: 'Bea New Face', office, portfolio: 2, published: false })
})

describe.each(ROLES)('a staff member with the %s role', (role) => {
  it('creates, reads, changes and deletes packages and their recipients', async () => {
    const created = await as(role, 'POST', '/packages', newPackage(`For ${role}`))
    expect(created.status, await created.clone().text()).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }

    const recipient = await as(role, 'POST', '/package-recipients', {
      package: doc.id,
      name: 'Carla',
      email: 'carla@example.test',
    })
    expect(recipient.status, await recipient.clone().text()).toBe(201)

    const list = await as(role, 'GET', '/packages?depth=0')
    expect(list.status).toBe(200)
    const titles = ((await list.json()) as { docs: { title: string }[] }).docs.map((d) => d.title)
    expect(titles).toContain(`For ${role}`)

    const read = await as(role, 'GET', `/packages/${doc.id}?depth=0`)
    const body = (await read.json()) as { recipients: { docs: unknown[] } }
    expect(body.recipients.docs).toHaveLength(1)

    const changed = await as(role, 'PATCH', `/packages/${doc.id}`, { message: 'Hello Carla' })
    expect(changed.status).toBe(200)
    expect((await as(role, 'DELETE', `/packages/${doc.id}`)).status).toBe(200)
    // The package's recipients, and with them its links, went with it.
    const left = await payload.count({
      collection: 'package-recipients',
      where: { package: { equals: doc.id } },
    })
    expect(left.totalDocs).toBe(0)
  })
})

describe('anyone without a login', () => {
  it('reads, creates, changes and deletes nothing', async () => {
    const pkg = await payload.create({ collection: 'packages', data: storedPackage('Private') })
    const recipient = await payload.create({
      collection: 'package-recipients',
      data: { package: pkg.id, name: 'Carla', email: 'carla@example.test' },
    })
    const answers = await Promise.all([
      rest('GET', '/packages'),
      rest('GET', `/packages/${pkg.id}`),
      rest('GET', '/packages/count'),
      rest('POST', '/packages', { json: newPackage('Forged') }),
      rest('PATCH', `/packages/${pkg.id}`, { json: { title: 'Changed' } }),
      rest('DELETE', `/packages/${pkg.id}`),
      rest('GET', '/package-recipients'),
      rest('GET', `/package-recipients/${recipient.id}`),
      rest('POST', '/package-recipients', {
        json: { package: pkg.id, name: 'X', email: 'x@x.test' },
      }),
      rest('PATCH', `/package-recipients/${recipient.id}`, { json: { revoked: true } }),
      rest('DELETE', `/package-recipients/${recipient.id}`),
    ])
    expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(403))
    const after = await payload.findByID({ collection: 'packages', id: pkg.id, depth: 0 })
    expect(after.title).toBe('Private')
    expect((await payload.count({ collection: 'package-recipients' })).totalDocs).toBeGreaterThan(0)
  })
})

describe('what the server records', () => {
  it('is not written by staff: the state, a token, opens and answers', async () => {
    const created = await as('booker', 'POST', '/packages', {
      ...newPackage('Forged state'),
      state: 'answered',
    })
    const { doc } = (await created.json()) as { doc: { id: number; state: string } }
    expect(doc.state).toBe('draft')
    const forged = await as('admin', 'POST', '/package-recipients', {
      package: doc.id,
      name: 'Carla',
      email: 'carla@example.test',
      tokenHash: hashToken('chosen-by-staff'),
      firstOpenedAt: '2020-01-01T00:00:00.000Z',
      answeredAt: '2020-01-01T00:00:00.000Z',
    })
    expect(forged.status).toBe(201)
    const { doc: recipient } = (await forged.json()) as { doc: Record<string, unknown> }
    expect(recipient).not.toHaveProperty('tokenHash')
    expect(recipient.firstOpenedAt ?? null).toBeNull()
    expect(recipient.answeredAt ?? null).toBeNull()
    const stored = await payload.findByID({
      collection: 'package-recipients',
      id: recipient.id as number,
      showHiddenFields: true,
    })
    expect(stored.tokenHash ?? null).toBeNull()
  })

  it('keeps a link’s token as its SHA-256 only, shown to nobody', async () => {
    const pkg = await payload.create({ collection: 'packages', data: storedPackage('Hashed') })
    const recipient = await payload.create({
      collection: 'package-recipients',
      data: { package: pkg.id, name: 'Carla', email: 'carla@example.test' },
    })
    const token = await issueToken(payload, recipient.id)
    // 32 random bytes in base64url: 256 bits, 43 characters.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const stored = await payload.findByID({
      collection: 'package-recipients',
      id: recipient.id,
      showHiddenFields: true,
    })
    expect(stored.tokenHash).toBe(hashToken(token))
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(stored)).not.toContain(token)
    const read = await as('admin', 'GET', `/packages/${pkg.id}?depth=1`)
    const text = await read.text()
    expect(text).not.toContain(stored.tokenHash as string)
    expect(text).not.toContain(token)
    // A second send makes a new token: the earlier link no longer matches.
    const again = await issueToken(payload, recipient.id)
    expect(again).not.toBe(token)
    const resent = await payload.findByID({
      collection: 'package-recipients',
      id: recipient.id,
      showHiddenFields: true,
    })
    expect(resent.tokenHash).toBe(hashToken(again))
  })
})

describe('a package’s talents', () => {
  it('show the first six portfolio pictures unless staff choose', async () => {
    const created = await as('booker', 'POST', '/packages', newPackage('Defaults'))
    const { doc } = (await created.json()) as { doc: { id: number } }
    const stored = await payload.findByID({ collection: 'packages', id: doc.id, depth: 0 })
    expect(stored.talents?.[0]?.pictures).toEqual(ana.portfolio.slice(0, 6))
    expect(stored.talents?.[0]?.showMeasurements).toBe(true)
  })

  it('may show an unpublished talent and a polaroid, but only pictures of that talent', async () => {
    const mine = await as('booker', 'POST', '/packages', {
      ...newPackage('New face'),
      talents: [{ talent: bea.id, pictures: [bea.polaroid, bea.portfolio[0]] }],
    })
    expect(mine.status, await mine.clone().text()).toBe(201)
    const stolen = await as('booker', 'POST', '/packages', {
      ...newPackage('Wrong pictures'),
      talents: [{ talent: bea.id, pictures: [ana.portfolio[0]] }],
    })
    expect(stolen.status).toBe(400)
    expect(await stolen.text()).toContain('portfolio and polaroids only')
  })

  it('expire after PACKAGE_LIFETIME_DAYS (30) unless staff set another date', async () => {
    const created = await as('editor', 'POST', '/packages', newPackage('Expiry'))
    const { doc } = (await created.json()) as { doc: { expiresAt: string; language: string } }
    const days = (new Date(doc.expiresAt).getTime() - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(29.9)
    expect(days).toBeLessThanOrEqual(30)
    expect(doc.language).toBe('en')
  })
})

describe('duplicating a package', () => {
  it('makes a new draft with the same talents and pictures, and none of the recipients', async () => {
    const created = await as('booker', 'POST', '/packages', newPackage('To copy'))
    const { doc } = (await created.json()) as { doc: { id: number } }
    await payload.create({
      collection: 'package-recipients',
      data: { package: doc.id, name: 'Carla', email: 'carla@example.test' },
    })
    await payload.update({ collection: 'packages', id: doc.id, data: { state: 'answered' } })
    const copied = await as('booker', 'POST', `/packages/${doc.id}/duplicate`, {})
    expect(copied.status).toBe(200)
    const { doc: copy } = (await copied.json()) as { doc: { id: number } }
    const [original, duplicate] = await Promise.all(
      [doc.id, copy.id].map((id) => payload.findByID({ collection: 'packages', id, depth: 0 })),
    )
    expect(duplicate!.state).toBe('draft')
    expect(duplicate!.id).not.toBe(original!.id)
    const talentsOf = (pkg: typeof original) =>
      pkg!.talents?.map((row) => [row.talent, row.pictures])
    expect(talentsOf(duplicate)).toEqual(talentsOf(original))
    const recipients = await payload.count({
      collection: 'package-recipients',
      where: { package: { equals: copy.id } },
    })
    expect(recipients.totalDocs).toBe(0)
  })
})
