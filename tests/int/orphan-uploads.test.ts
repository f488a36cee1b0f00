import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { sweepOrphanUploads } from '@/cms/media/orphan-uploads'
import { defaultExpiry } from '@/cms/packages/expiry'

import { testPicture, testTalent } from '../helpers/packages'
import { createTestOffices, testContext, testPayload } from '../helpers/payload'

/**
 * Uploads abandoned before a save are deleted by the orphan sweep (src/cms/media/orphan-uploads,
 * docs/decisions/0048) once older than ORPHAN_UPLOAD_HOURS; anything a document names, in a
 * draft, a package or rich text, or that was ever shown, stays.
 */

const HOUR = 3_600_000
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
  'base64',
)

let payload: Payload
let office: number

const exists = async (id: number) =>
  (await payload.find({ collection: 'media', where: { id: { equals: id } }, depth: 0 })).docs
    .length === 1

/** A page whose draft holds the picture in its rich text only. */
async function draftPageWithPicture(picture: number) {
  return payload.create({
    collection: 'pages',
    draft: true,
    data: {
      title: 'Rich text picture',
      slug: 'rich-text-picture',
      layout: 'default',
      _status: 'draft',
      blocks: [
        {
          blockType: 'richText',
          content: {
            root: {
              type: 'root',
              version: 1,
              direction: null,
              format: '',
              indent: 0,
              children: [
                {
                  type: 'upload',
                  version: 3,
                  relationTo: 'media',
                  value: picture,
                  fields: null,
                  format: '',
                },
              ],
            },
          },
        },
      ],
    },
    context: testContext,
  })
}

beforeAll(async () => {
  payload = await testPayload()
  office = (await createTestOffices(payload)).central
})

describe('the orphan sweep', () => {
  it('deletes an old upload nothing names, and keeps what a draft, a package or rich text names', async () => {
    const abandoned = await testPicture(payload, 'abandoned-upload')
    const inDraftTalent = await testTalent(payload, {
      name: 'Dora Draft',
      office,
      portfolio: 1,
      published: false,
    })
    const inPublished = await testTalent(payload, {
      name: 'Pia Published',
      office,
      portfolio: 1,
      published: true,
    })
    const inRichText = await testPicture(payload, 'rich-text-only')
    await draftPageWithPicture(inRichText)
    // A package shows a polaroid its (unpublished) talent no longer has: the package's alone.
    const packaged = inDraftTalent.polaroid
    await payload.create({
      collection: 'packages',
      data: {
        title: 'Orphan check',
        location: office,
        client: { name: 'Carla Client' },
        talents: [{ talent: inDraftTalent.id, pictures: [packaged] }],
        state: 'draft',
        language: 'en',
        expiresAt: defaultExpiry(),
      },
      context: testContext,
    })
    await payload.update({
      collection: 'talents',
      id: inDraftTalent.id,
      data: { polaroids: [] },
      draft: true,
      context: testContext,
    })

    // Younger than the hours it is given: nothing goes, however unused.
    const early = await sweepOrphanUploads(payload, {
      now: new Date(Date.now() + HOUR),
      hours: 24,
      context: testContext,
    })
    expect(early.deleted).toEqual([])
    expect(await exists(abandoned)).toBe(true)

    // A day later the abandoned upload goes, its file with it; everything named stays.
    const later = await sweepOrphanUploads(payload, {
      now: new Date(Date.now() + 25 * HOUR),
      hours: 24,
      context: testContext,
    })
    expect(later.deleted).toEqual([abandoned])
    expect(await exists(abandoned)).toBe(false)
    for (const kept of [
      ...inDraftTalent.portfolio,
      ...inPublished.portfolio,
      inPublished.polaroid,
      inRichText,
      packaged,
    ])
      expect(await exists(kept)).toBe(true)
  })

  it('keeps a picture that was once shown, though nothing names it now', async () => {
    const talent = await testTalent(payload, {
      name: 'Una Unpublished',
      office,
      portfolio: 1,
      published: true,
    })
    const [picture] = talent.portfolio
    // Taken out of the portfolio: a version of the talent may still hold it.
    await payload.update({
      collection: 'talents',
      id: talent.id,
      data: { portfolio: [], polaroids: [], _status: 'published' },
      context: testContext,
    })
    const report = await sweepOrphanUploads(payload, {
      now: new Date(Date.now() + 25 * HOUR),
      hours: 24,
      context: testContext,
    })
    expect(report.deleted).not.toContain(picture)
    expect(await exists(picture!)).toBe(true)
  })

  it('never touches applicants’ photos, which are not media', async () => {
    // An applicant's photo whose application is gone: still not the media sweep's to delete.
    const photo = await payload.create({
      collection: 'submission-photos',
      data: { kind: 'head shot' },
      file: { data: PIXEL, mimetype: 'image/png', name: 'applicant.png', size: PIXEL.length },
      context: testContext,
    })
    await sweepOrphanUploads(payload, {
      now: new Date(Date.now() + 1_000 * HOUR),
      hours: 24,
      context: testContext,
    })
    const left = await payload.find({
      collection: 'submission-photos',
      where: { id: { equals: photo.id } },
      depth: 0,
    })
    expect(left.docs).toHaveLength(1)
  })
})
