import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testContext, testPayload } from '../helpers/payload'

/** Visitors read published content only; staff-only fields and the inbox need a staff login. */
describe('access control through the Local API (overrideAccess: false)', () => {
  let payload: Payload
  let locationId: number

  beforeAll(async () => {
    payload = await testPayload()
    const location = await payload.create({
      collection: 'locations',
      data: {
        name: 'Los Angeles',
        slug: 'los-angeles',
        town: 'LA',
        address: { street: '1 Sunset Blvd', city: 'Los Angeles' },
        phone: '+1 310 555 0100',
        email: 'la@example.test',
        timeZone: 'America/Los_Angeles',
      },
      context: testContext,
    })
    locationId = location.id
    await payload.create({
      collection: 'talents',
      data: {
        name: 'Published Person',
        slug: 'published-person',
        _status: 'published',
        location: locationId,
        internalNotes: 'secret note',
        privateContact: { email: 'private@example.test' },
      },
      context: testContext,
    })
    await payload.create({
      collection: 'talents',
      data: { name: 'Draft Person', slug: 'draft-person', _status: 'draft', location: locationId },
      draft: true,
      context: testContext,
    })
    await payload.create({
      collection: 'messages',
      data: {
        status: 'new',
        name: 'Visitor',
        email: 'visitor@example.test',
        subject: 'Hello',
        message: 'A private message',
      },
      context: testContext,
    })
  })

  it('hides drafts from anonymous readers', async () => {
    const { docs } = await payload.find({
      collection: 'talents',
      overrideAccess: false,
      draft: true,
    })
    expect(docs.map((talent) => talent.name)).toEqual(['Published Person'])
  })

  it('shows drafts to staff', async () => {
    const [staff] = await createStaff(payload)
    const { docs } = await payload.find({
      collection: 'talents',
      overrideAccess: false,
      user: staff,
      draft: true,
    })
    expect(docs.map((talent) => talent.name).sort()).toEqual(['Draft Person', 'Published Person'])
  })

  it('never returns staff-only fields to anonymous readers', async () => {
    const { docs } = await payload.find({ collection: 'talents', overrideAccess: false })
    expect(docs[0]).toBeDefined()
    expect(docs[0]).not.toHaveProperty('internalNotes')
    expect(docs[0]).not.toHaveProperty('privateContact')
  })

  it('returns staff-only fields to staff', async () => {
    const [staff] = await createStaff(payload)
    const { docs } = await payload.find({
      collection: 'talents',
      overrideAccess: false,
      user: staff,
      where: { name: { equals: 'Published Person' } },
    })
    expect(docs[0]?.internalNotes).toBe('secret note')
    expect(docs[0]?.privateContact?.email).toBe('private@example.test')
  })

  it.each([
    'submissions',
    'submission-photos',
    'messages',
    'inquiries',
    'payments',
    'payment-events',
    'users',
  ] as const)('refuses to read the %s inbox without a staff login', async (collection) => {
    await expect(payload.find({ collection, overrideAccess: false })).rejects.toMatchObject({
      status: 403,
    })
  })

  it('refuses anonymous writes to content', async () => {
    await expect(
      payload.create({
        collection: 'books',
        data: { title: 'Sneaky', slug: 'sneaky' },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    await expect(
      payload.updateGlobal({
        slug: 'settings',
        data: { website: { name: 'Hacked' } },
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })
})

let staffCache: Awaited<ReturnType<typeof createStaffUncached>> | undefined

async function createStaff(payload: Payload) {
  staffCache ??= await createStaffUncached(payload)
  return staffCache
}

async function createStaffUncached(payload: Payload) {
  const user = await payload.create({
    collection: 'users',
    data: { email: 'editor@example.test', password: 'A-long-enough-passphrase-1', role: 'editor' },
    context: testContext,
  })
  return [{ ...user, collection: 'users' as const }] as const
}
