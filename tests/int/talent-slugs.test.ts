import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/** Issue 31, item 6: a talent named like another gets a numbered slug, never a refusal. */
describe('talents with the same name', () => {
  let payload: Payload
  let location: number

  beforeAll(async () => {
    payload = await testPayload()
    location = (await createTestOffices(payload)).central
  })

  /** An empty slug is one left empty in the admin: the hook makes it. */
  const createTalent = ({ name, slug = '' }: { name: string; slug?: string }) =>
    payload.create({ collection: 'talents', data: { name, slug, location }, context: testContext })

  it('get the next free number: anna-berg, anna-berg-2, anna-berg-3', async () => {
    const slugs = []
    for (let n = 0; n < 3; n++) slugs.push((await createTalent({ name: 'Anna Berg' })).slug)
    expect(slugs).toEqual(['anna-berg', 'anna-berg-2', 'anna-berg-3'])
  })

  it('fill the first gap, and a saved talent keeps its own slug', async () => {
    const first = await createTalent({ name: 'Ines Roca' })
    const second = await createTalent({ name: 'Ines Roca' })
    await payload.delete({ collection: 'talents', id: first.id, context: testContext })
    expect((await createTalent({ name: 'Ines Roca' })).slug).toBe('ines-roca')
    const saved = await payload.update({
      collection: 'talents',
      id: second.id,
      data: { bio: 'Saved again' },
      context: testContext,
    })
    expect(saved.slug).toBe('ines-roca-2')
  })

  it('get different slugs when created at the same moment', async () => {
    // Each create is its own request and transaction, as two staff members saving at once: on
    // PostgreSQL both would find lena-sorel free without the lock on the choice (slug-lock.ts).
    const created = await Promise.all(
      Array.from({ length: 4 }, () => createTalent({ name: 'Lena Sorel' })),
    )
    expect(created.map(({ slug }) => slug).sort()).toEqual([
      'lena-sorel',
      'lena-sorel-2',
      'lena-sorel-3',
      'lena-sorel-4',
    ])
  })

  it('refuse a typed slug another talent has, saying so', async () => {
    await createTalent({ name: 'Mara Quist' })
    await expect(createTalent({ name: 'Someone else', slug: 'mara-quist' })).rejects.toMatchObject({
      data: {
        errors: [
          expect.objectContaining({
            path: 'slug',
            message: expect.stringContaining(
              'The slug "mara-quist" is already the address of another talent',
            ),
          }),
        ],
      },
    })
  })
})
