import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { migrateToLatest } from '@/lib/migrate'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { testPayload } from '../helpers/payload'

/** The committed migrations build the whole schema on a fresh database of either engine. */
describe(`migrations on a fresh ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'} database`, () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('records every committed migration as applied', async () => {
    const committed = (payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations).map(
      (m) => m.name,
    )
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      limit: 100,
      sort: 'name',
    })
    expect(docs.map((migration) => migration.name).filter((name) => name !== 'dev')).toEqual(
      committed,
    )
  })

  it('is idempotent: running again applies nothing new', async () => {
    const before = await payload.count({ collection: 'payload-migrations' })
    await migrateToLatest(payload)
    const after = await payload.count({ collection: 'payload-migrations' })
    expect(after.totalDocs).toBe(before.totalDocs)
  })

  it('creates the tables of every collection and global', async () => {
    for (const collection of payload.config.collections.map(({ slug }) => slug)) {
      await expect(payload.count({ collection }), collection).resolves.toHaveProperty('totalDocs')
    }
    for (const global of payload.config.globals.map(({ slug }) => slug)) {
      await expect(payload.findGlobal({ slug: global }), global).resolves.toBeDefined()
    }
  })

  it('stores and reads content through the migrated schema', async () => {
    const faq = await payload.create({
      collection: 'faqs',
      data: { question: 'Q?', answer: 'A.' },
      context: { disableRevalidate: true },
    })
    const read = await payload.findByID({ collection: 'faqs', id: faq.id })
    expect(read.question).toBe('Q?')
  })
})
