import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { mediaUsers } from '@/cms/media-usage/media-users'

import { createTestOffices, testContext, testPayload } from '../helpers/payload'
import { png } from './image-proxy/fixtures'

/**
 * Issue 37, "Pictures cannot break a talent": a media item knows who shows it (a talent's
 * portfolio, a page's blocks, a draft, the settings), and deleting one in use is refused, with
 * its users named; a bulk delete removes the unused ones only.
 */
let payload: Payload
let location: number

async function picture(name: string): Promise<number> {
  const data = await png(40, 60)
  const created = await payload.create({
    collection: 'media',
    data: { alt: name },
    file: { data, mimetype: 'image/png', name: `${name}.png`, size: data.length },
    context: testContext,
  })
  return created.id
}

const exists = async (id: number) =>
  (await payload.count({ collection: 'media', where: { id: { equals: id } } })).totalDocs === 1

beforeAll(async () => {
  payload = await testPayload()
  location = (await createTestOffices(payload)).central
})

describe('a media item in use', () => {
  it('lists the talents, pages and settings that show it, drafts included', async () => {
    const [portfolio, hero, draftOnly, logo, unused] = (await Promise.all(
      ['portfolio', 'hero', 'draft-only', 'logo', 'unused'].map(picture),
    )) as [number, number, number, number, number]
    const talent = await payload.create({
      collection: 'talents',
      data: { name: 'Ada Used', slug: '', location, portfolio: [{ image: portfolio }] },
      context: testContext,
    })
    await payload.create({
      collection: 'pages',
      data: {
        title: 'Home of the hero',
        layout: 'default',
        slug: '',
        _status: 'published',
        blocks: [{ blockType: 'hero', heading: 'Hello', image: hero }],
      },
      draft: false,
      context: testContext,
    })
    await payload.update({
      collection: 'talents',
      id: talent.id,
      data: { polaroids: [{ image: draftOnly }] },
      draft: true,
      context: testContext,
    })
    await payload.updateGlobal({
      slug: 'settings',
      data: { website: { name: 'Roster', logo } },
      context: testContext,
    })

    expect(await mediaUsers(payload, portfolio)).toEqual([
      { kind: 'Talent', title: 'Ada Used', href: `/admin/collections/talents/${talent.id}` },
    ])
    expect((await mediaUsers(payload, hero)).map(({ kind, title }) => [kind, title])).toEqual([
      ['Page', 'Home of the hero'],
    ])
    expect((await mediaUsers(payload, draftOnly)).map(({ title }) => title)).toEqual(['Ada Used'])
    expect((await mediaUsers(payload, logo)).map(({ href }) => href)).toEqual([
      '/admin/globals/settings',
    ])
    expect(await mediaUsers(payload, unused)).toEqual([])
  })

  it('is not deleted, and the refusal names its users', async () => {
    const used = await picture('refused')
    await payload.create({
      collection: 'talents',
      data: { name: 'Bea Kept', slug: '', location, portfolio: [{ image: used }] },
      context: testContext,
    })
    await expect(
      payload.delete({ collection: 'media', id: used, context: testContext }),
    ).rejects.toThrow(
      'This picture is in use and was not deleted. Remove it from Talent “Bea Kept” first.',
    )
    expect(await exists(used)).toBe(true)
  })

  it('stays in a bulk delete, which deletes the unused ones', async () => {
    const [used, unused] = (await Promise.all(['bulk-used', 'bulk-unused'].map(picture))) as [
      number,
      number,
    ]
    await payload.create({
      collection: 'talents',
      data: { name: 'Cy Bulk', slug: '', location, polaroids: [{ image: used }] },
      context: testContext,
    })
    const result = await payload.delete({
      collection: 'media',
      where: { id: { in: [used, unused] } },
      context: testContext,
    })
    expect(result.docs.map(({ id }) => id)).toEqual([unused])
    expect(result.errors.map(({ message }) => message)).toEqual([
      'This picture is in use and was not deleted. Remove it from Talent “Cy Bulk” first.',
    ])
    expect(await exists(used)).toBe(true)
    expect(await exists(unused)).toBe(false)
  })
})
