import type { Payload, TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testContext, testPayload } from '../helpers/payload'
import { png } from './image-proxy/fixtures'

/**
 * Issue 37, "An honest audit trail": the log says what happened (draft saved, published,
 * unpublished, scheduled) as the admin's buttons say it, who by name, which document by title,
 * and which fields by label; a save that changed nothing leaves no entry.
 */
let payload: Payload
let editor: TypedUser

beforeAll(async () => {
  payload = await testPayload()
  const created = await payload.create({
    collection: 'users',
    data: {
      email: 'ed@roster.test',
      name: 'Eda Editor',
      password: 'A-long-enough-1',
      role: 'editor',
    },
  })
  editor = { ...created, collection: 'users' } as TypedUser
})

/** As the admin writes: the editor's access, in the editor's name. */
const asEditor = () => ({ user: editor, overrideAccess: false, context: testContext }) as const

async function entriesFor(target: string, documentId: number | string) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { target: { equals: target }, documentId: { equals: String(documentId) } },
    sort: 'createdAt',
    pagination: false,
  })
  return docs.map(({ action, userName, title, changedFields }) => ({
    action,
    userName,
    title,
    changedFields: changedFields ?? null,
  }))
}

describe('the audit trail of a page', () => {
  it('logs the first draft save after publishing as a draft save, then publish and unpublish', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: {
        title: 'Audited page',
        slug: 'audited-page',
        layout: 'default',
        _status: 'published',
      },
      draft: false,
      ...asEditor(),
    })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { title: 'Audited page, reworded', _status: 'draft' },
      draft: true,
      ...asEditor(),
    })
    // The published page stayed online: the draft save did not take it down.
    const published = await payload.findByID({ collection: 'pages', id: page.id })
    expect(published).toMatchObject({ title: 'Audited page', _status: 'published' })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      ...asEditor(),
    })
    // A publish of what is already published, and a draft save with no edits, change nothing.
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'published' },
      ...asEditor(),
    })
    await payload.update({ collection: 'pages', id: page.id, data: {}, draft: true, ...asEditor() })
    await payload.update({
      collection: 'pages',
      id: page.id,
      data: { _status: 'draft' },
      ...asEditor(),
    })

    const by = { userName: 'Eda Editor' }
    expect(await entriesFor('pages', page.id)).toEqual([
      {
        ...by,
        action: 'create',
        title: 'Audited page',
        changedFields: 'Title, Slug, Layout, Blocks, SEO, Missing translations',
      },
      { ...by, action: 'draft', title: 'Audited page, reworded', changedFields: 'Title' },
      { ...by, action: 'publish', title: 'Audited page, reworded', changedFields: null },
      { ...by, action: 'unpublish', title: 'Audited page, reworded', changedFields: null },
    ])
  })

  it('logs a schedule with its time, and never a refused write', async () => {
    const page = await payload.create({
      collection: 'pages',
      data: { title: 'Scheduled page', slug: 'scheduled-page', layout: 'default' },
      ...asEditor(),
    })
    await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', doc: { relationTo: 'pages', value: page.id } },
      waitUntil: new Date('2030-01-02T09:30:00.000Z'),
      req: { user: editor } as never,
    })
    await expect(
      payload.update({
        collection: 'pages',
        id: page.id,
        data: { title: 'Refused' },
        user: { ...editor, role: 'booker' } as TypedUser,
        overrideAccess: false,
        context: testContext,
      }),
    ).rejects.toThrow()
    const entries = await entriesFor('pages', page.id)
    expect(entries.map(({ action }) => action)).toEqual(['create', 'schedule'])
    expect(entries[1]).toMatchObject({
      title: 'Scheduled page',
      changedFields: 'Publish at 2030-01-02 09:30 UTC',
    })
  })
})

describe('the audit trail of a picture', () => {
  it('names the file and the alt text, never sizes, URLs or storage fields', async () => {
    const data = await png(40, 60)
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'A face' },
      file: { data, mimetype: 'image/png', name: 'face.png', size: data.length },
      ...asEditor(),
    })
    await payload.update({
      collection: 'media',
      id: media.id,
      data: { alt: 'A face, smiling', focalX: 30, focalY: 70 },
      ...asEditor(),
    })
    const entries = await entriesFor('media', media.id)
    expect(entries.map(({ action, changedFields }) => [action, changedFields])).toEqual([
      ['create', 'Alt, File, Focal point'],
      ['update', 'Alt, Focal point'],
    ])
  })
})
