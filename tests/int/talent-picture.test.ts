import config from '@payload-config'
import { getPayload, type Migration, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { localesParentIndexName } from '@/lib/locales-parent-index'
import { committedMigrations } from '@/lib/migrate'

import { createTestOffices, testContext } from '../helpers/payload'
import { png } from './image-proxy/fixtures'

/**
 * Issue 31, item 5: the talents list shows a thumbnail without reading every portfolio. Each
 * talent keeps their first portfolio picture as `picture`; talents saved before the field existed
 * get it from the migration; and every `*_locales` table is indexed by its parent, which each
 * draft list reads by (2.4 s at 1,000 talents without the index, 32-46 ms with it).
 */
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'
let payload: Payload
let location: number
let media: number[]

async function rows(raw: string): Promise<Record<string, unknown>[]> {
  const result = (await payload.db.execute({ drizzle: payload.db.drizzle, raw })) as {
    rows: Record<string, unknown>[]
  }
  return result.rows
}

/**
 * The database as it was before the talent-picture migration, holding a talent (published, and
 * a later draft) with a portfolio of two pictures; then every migration to the latest.
 */
beforeAll(async () => {
  payload = await getPayload({ config })
  const migrations = committedMigrations(payload) as unknown as Migration[]
  const pictureMigration = migrations.findIndex(({ name }) => name.endsWith('_talent_picture'))
  expect(pictureMigration).toBeGreaterThan(0)
  await payload.db.migrate({ migrations: migrations.slice(0, pictureMigration) })
  // Ids far above the sequences' next values: PostgreSQL's do not move for rows given an id.
  for (const statement of [
    `INSERT INTO media (id, filename, mime_type) VALUES (901, 'one.png', 'image/png'), (902, 'two.png', 'image/png')`,
    `INSERT INTO talents (id, name, slug, _status) VALUES (901, 'Old Timer', 'old-timer', 'published')`,
    `INSERT INTO talents_portfolio (_order, _parent_id, id, image_id) VALUES (1, 901, 'a', 902), (2, 901, 'b', 901)`,
    `INSERT INTO _talents_v (id, parent_id, version_name, version_slug, version__status, latest) VALUES (901, 901, 'Old Timer', 'old-timer', 'published', NULL), (902, 901, 'Old Timer', 'old-timer', 'draft', TRUE)`,
    `INSERT INTO _talents_v_version_portfolio (_order, _parent_id, id, image_id) VALUES (1, 901, 901, 902), (2, 901, 902, 901), (1, 902, 903, 901)`,
  ])
    await payload.db.execute({ drizzle: payload.db.drizzle, raw: statement })
  await payload.db.migrate({ migrations })
  location = (await createTestOffices(payload)).central
  const picture = await png(60, 90)
  media = []
  for (const name of ['three', 'four']) {
    const created = await payload.create({
      collection: 'media',
      data: { alt: name },
      file: { data: picture, mimetype: 'image/png', name: `${name}.png`, size: picture.length },
      context: testContext,
    })
    media.push(created.id)
  }
}, 180_000)

describe(`on ${engine}, a talent's picture`, () => {
  it('is filled in by the migration for talents saved before it, drafts included', async () => {
    const published = await payload.findByID({ collection: 'talents', id: 901, depth: 0 })
    expect(published.picture).toBe(902)
    const draft = await payload.findByID({ collection: 'talents', id: 901, depth: 0, draft: true })
    expect(draft.picture).toBe(901)
  })

  it('follows the first picture of the portfolio as it changes', async () => {
    const [three, four] = media as [number, number]
    const talent = await payload.create({
      collection: 'talents',
      data: {
        name: 'Pia Nord',
        slug: '',
        location,
        portfolio: [{ image: three }, { image: four }],
      },
      depth: 0,
      context: testContext,
    })
    expect(talent.picture).toBe(three)
    const reordered = await payload.update({
      collection: 'talents',
      id: talent.id,
      data: { portfolio: [{ image: four }, { image: three }] },
      depth: 0,
      context: testContext,
    })
    expect(reordered.picture).toBe(four)
    // A save that leaves the portfolio out keeps its picture.
    const renamed = await payload.update({
      collection: 'talents',
      id: talent.id,
      data: { bio: 'Saved without the portfolio' },
      depth: 0,
      context: testContext,
    })
    expect(renamed.picture).toBe(four)
    const emptied = await payload.update({
      collection: 'talents',
      id: talent.id,
      data: { portfolio: [] },
      depth: 0,
      context: testContext,
    })
    expect(emptied.picture ?? null).toBeNull()
  })

  it('cannot be set to anything but the first portfolio picture', async () => {
    const [three, four] = media as [number, number]
    const talent = await payload.create({
      collection: 'talents',
      data: { name: 'Ola Ström', slug: '', location, portfolio: [{ image: three }], picture: four },
      depth: 0,
      context: testContext,
    })
    expect(talent.picture).toBe(three)
  })
})

describe(`on ${engine}, every locales table`, () => {
  it('is indexed by the document it belongs to', async () => {
    const tables = (
      await rows(
        engine === 'PostgreSQL'
          ? `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename LIKE '%\\_locales'`
          : `SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE '%\\_locales' ESCAPE '\\'`,
      )
    ).map(({ name }) => String(name))
    expect(tables).toContain('_talents_v_locales')
    const indexes = new Set(
      (
        await rows(
          engine === 'PostgreSQL'
            ? `SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'public'`
            : `SELECT name FROM sqlite_master WHERE type = 'index'`,
        )
      ).map(({ name }) => String(name)),
    )
    for (const table of tables) expect(indexes).toContain(localesParentIndexName(table))
  })
})
