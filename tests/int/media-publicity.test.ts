import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import { canNameMedia } from '@/cms/media/media-references'
import {
  MARK_GRACE_MS,
  SHOWING_COLLECTIONS,
  SHOWING_GLOBALS,
  sweepMediaPublicity,
} from '@/cms/media/publicity'
import { mediaAudience } from '@/lib/data/media-audience'

import { testPicture, testTalent } from '../helpers/packages'
import { createTestOffices, testContext, testPayload } from '../helpers/payload'
import { rest, SITE_ORIGIN } from '../helpers/rest'

/**
 * Which media visitors may fetch (src/cms/media/publicity.ts, docs/decisions/0047): those that a
 * published talent, page, book, office or the settings show. Anything else, an unpublished
 * talent's polaroid first, is served to staff alone: through Payload's file route, the REST API
 * and the image proxy's check alike.
 */

const PASSWORD = 'A-long-enough-passphrase-1'

let payload: Payload
let office: number
let staffToken: string

const mediaDoc = (id: number) => payload.findByID({ collection: 'media', id, depth: 0 })
const isShown = async (id: number) => (await mediaDoc(id)).shown === true

/** What the image proxy decides for this file, asked by a visitor or by staff. */
const audienceOf = async (id: number, asStaff = false) =>
  mediaAudience(
    (await mediaDoc(id)).filename!,
    new Request(`${SITE_ORIGIN}/image/proxy`, {
      headers: asStaff ? { Authorization: `JWT ${staffToken}` } : {},
    }),
  )

const fileStatus = async (id: number, asStaff = false) =>
  (
    await rest('GET', `/media/file/${encodeURIComponent((await mediaDoc(id)).filename!)}`, {
      headers: asStaff ? { Authorization: `JWT ${staffToken}` } : {},
    })
  ).status

/** A sweep that begins once the marks made so far are past their grace. */
const sweepLater = () => sweepMediaPublicity(payload, () => Date.now() + MARK_GRACE_MS + 1_000)

const publishTalent = (id: number, data: Record<string, unknown> = {}) =>
  payload.update({
    collection: 'talents',
    id,
    data: { ...data, _status: 'published' },
    context: testContext,
  })

beforeAll(async () => {
  payload = await testPayload()
  office = (await createTestOffices(payload)).central
  const email = 'media-staff@roster.test'
  await payload.create({ collection: 'users', data: { email, password: PASSWORD, role: 'editor' } })
  staffToken = (await payload.login({ collection: 'users', data: { email, password: PASSWORD } }))
    .token!
})

describe('an unpublished talent’s pictures', () => {
  it('are staff’s alone: not listed, not served by the file route, not by the image proxy', async () => {
    const talent = await testTalent(payload, {
      name: 'Nell Private',
      office,
      portfolio: 1,
      published: false,
    })
    expect(await isShown(talent.polaroid)).toBe(false)

    const listed = await payload.find({
      collection: 'media',
      overrideAccess: false,
      where: { id: { in: [talent.polaroid, talent.portfolio[0]] } },
    })
    expect(listed.docs).toEqual([])
    expect(await fileStatus(talent.polaroid)).toBeGreaterThanOrEqual(403)
    expect(await audienceOf(talent.polaroid)).toBeUndefined()

    expect(await fileStatus(talent.polaroid, true)).toBe(200)
    expect(await audienceOf(talent.polaroid, true)).toBe('staff')
  })

  it('are everyone’s from the moment the talent is published, in the same save', async () => {
    const talent = await testTalent(payload, {
      name: 'Nell Published',
      office,
      portfolio: 2,
      published: false,
    })
    const datesBefore = await Promise.all(
      talent.portfolio.map(async (id) => (await mediaDoc(id)).updatedAt),
    )
    await publishTalent(talent.id)
    // A mark is not a change of the picture: its date stays (lib/data/talent-index.ts counts them).
    expect(
      await Promise.all(talent.portfolio.map(async (id) => (await mediaDoc(id)).updatedAt)),
    ).toEqual(datesBefore)
    for (const id of [talent.polaroid, ...talent.portfolio]) {
      expect(await isShown(id)).toBe(true)
      expect(await audienceOf(id)).toBe('everyone')
      expect(await fileStatus(id)).toBe(200)
    }
  })

  it('stay private when a published talent’s draft adds them', async () => {
    const talent = await testTalent(payload, {
      name: 'Nell Draft',
      office,
      portfolio: 1,
      published: true,
    })
    const added = await testPicture(payload, 'nell-draft-new')
    await payload.update({
      collection: 'talents',
      id: talent.id,
      data: { portfolio: [...talent.portfolio, added].map((image) => ({ image })) },
      draft: true,
      context: testContext,
    })
    await sweepLater()
    expect(await isShown(added)).toBe(false)
    expect(await isShown(talent.portfolio[0]!)).toBe(true)
  })
})

describe('a sweep', () => {
  it('hides what nothing published shows any more, and keeps what something else still shows', async () => {
    const shared = await testPicture(payload, 'sweep-shared')
    const own = await testPicture(payload, 'sweep-own')
    const talent = await payload.create({
      collection: 'talents',
      data: {
        name: 'Sia Sweep',
        slug: 'sia-sweep',
        location: office,
        portfolio: [{ image: shared }, { image: own }],
        _status: 'published',
      },
      context: testContext,
    })
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Sweep gallery',
        slug: 'sweep-gallery',
        layout: 'default',
        blocks: [{ blockType: 'gallery', images: [{ image: shared }] }],
        _status: 'published',
      },
      context: testContext,
    } as Parameters<Payload['create']>[0])
    expect([await isShown(shared), await isShown(own)]).toEqual([true, true])

    // The image proxy has served both to everyone, and remembers it.
    expect([await audienceOf(shared), await audienceOf(own)]).toEqual(['everyone', 'everyone'])
    // The talent no longer shows either picture; the page still shows one.
    await publishTalent(talent.id, { portfolio: [] })
    const ownDate = (await mediaDoc(own)).updatedAt
    await sweepLater()
    expect([await isShown(shared), await isShown(own)]).toEqual([true, false])
    expect((await mediaDoc(own)).updatedAt).toBe(ownDate)
    expect(await audienceOf(own)).toBeUndefined()

    // Unpublished, the page shows nothing either.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft' },
      context: testContext,
    })
    await sweepLater()
    expect(await isShown(shared)).toBe(false)
  })

  it('leaves shown what a publish marked lately: that publish may not have been committed when it read', async () => {
    const picture = await testPicture(payload, 'sweep-recent')
    const talent = await payload.create({
      collection: 'talents',
      data: {
        name: 'Rita Recent',
        slug: 'rita-recent',
        location: office,
        portfolio: [{ image: picture }],
        _status: 'published',
      },
      context: testContext,
    })
    await publishTalent(talent.id, { portfolio: [] })
    const now = await sweepMediaPublicity(payload)
    expect(now.leftForLater).toBeGreaterThanOrEqual(1)
    expect(await isShown(picture)).toBe(true)
    await sweepLater()
    expect(await isShown(picture)).toBe(false)
  })

  it('never hides a picture a publish marks after the sweep read the media, before it wrote', async () => {
    const picture = await testPicture(payload, 'sweep-race')
    // Shown long ago by something no longer published: a sweep's candidate.
    await payload.db.updateMany({
      collection: 'media',
      where: { id: { equals: picture } },
      data: { shown: true, shownMarkedAt: new Date(Date.now() - 10 * MARK_GRACE_MS).toISOString() },
    })
    const find = payload.find.bind(payload)
    let raced = false
    const spy = vi.spyOn(payload, 'find').mockImplementation(async (options) => {
      const result = await find(options as Parameters<Payload['find']>[0])
      // Right after the sweep's read of the media, a publish elsewhere shows the picture again.
      const sweepsRead = options.collection === 'media' && options.pagination === false
      if (sweepsRead && !raced) {
        raced = true
        await payload.create({
          collection: 'talents',
          data: {
            name: 'Rae Race',
            slug: 'rae-race',
            location: office,
            portfolio: [{ image: picture }],
            _status: 'published',
          },
          context: testContext,
        })
      }
      return result as never
    })
    try {
      const sweep = await sweepMediaPublicity(payload)
      expect(sweep.madeUnshown).toBeGreaterThanOrEqual(1)
    } finally {
      spy.mockRestore()
    }
    expect(await isShown(picture)).toBe(true)
  })

  it('counts the settings, an office, and a size Payload made of a picture', async () => {
    const big = await sharp({
      create: { width: 800, height: 1200, channels: 3, background: '#887766' },
    })
      .jpeg()
      .toBuffer()
    const shareImage = await payload.create({
      collection: 'media',
      data: { alt: 'Sharing image' },
      file: { data: big, mimetype: 'image/jpeg', name: 'share-sweep.jpg', size: big.length },
      context: testContext,
    })
    const map = await testPicture(payload, 'office-map')
    await payload.updateGlobal({
      slug: 'settings',
      data: { website: { name: 'Roster', share_image: shareImage.id } },
      context: testContext,
    } as Parameters<Payload['updateGlobal']>[0])
    await payload.update({
      collection: 'locations',
      id: office,
      data: { map },
      context: testContext,
    } as Parameters<Payload['update']>[0])
    expect([await isShown(shareImage.id), await isShown(map)]).toEqual([true, true])
    await sweepLater()
    expect([await isShown(shareImage.id), await isShown(map)]).toEqual([true, true])

    const thumbnail = shareImage.sizes?.thumbnail?.filename
    expect(thumbnail).toBeTruthy()
    expect(await mediaAudience(thumbnail!, new Request(`${SITE_ORIGIN}/image/proxy`))).toBe(
      'everyone',
    )
  })
})

describe('a file name two items share', () => {
  it('is everyone’s only when both are shown: an original named like another’s size', async () => {
    const jpeg = await sharp({
      create: { width: 800, height: 1200, channels: 3, background: '#556677' },
    })
      .jpeg()
      .toBuffer()
    const upload = (name: string) =>
      payload.create({
        collection: 'media',
        data: { alt: name },
        file: { data: jpeg, mimetype: 'image/jpeg', name, size: jpeg.length },
        context: testContext,
      })
    const lookalike = await upload('twin-400x600.jpg')
    await payload.update({
      collection: 'locations',
      id: office,
      data: { map: lookalike.id },
      context: testContext,
    } as Parameters<Payload['update']>[0])
    const unshown = await upload('twin.jpg')
    expect(unshown.sizes?.thumbnail?.filename).toBe(lookalike.filename)
    const visitor = new Request(`${SITE_ORIGIN}/image/proxy`)
    expect(await mediaAudience(lookalike.filename!, visitor)).toBeUndefined()
  })
})

describe('what can show media', () => {
  it('is every collection and global with a picture field, but packages (shown through their links)', () => {
    const named = (
      items: readonly { slug: string; fields: Parameters<typeof canNameMedia>[0] }[],
    ) => items.filter((item) => canNameMedia(item.fields)).map((item) => item.slug)
    const collections = named(payload.config.collections).filter(
      (slug) => !slug.startsWith('payload-'),
    )
    expect(collections.sort()).toEqual([...SHOWING_COLLECTIONS, 'packages'].sort())
    expect(named(payload.config.globals)).toEqual([...SHOWING_GLOBALS])
  })
})
