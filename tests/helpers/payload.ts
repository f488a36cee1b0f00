import { copyFileSync, existsSync } from 'node:fs'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { Client } from 'pg'

import { migrateToLatest } from '@/lib/migrate'

/** The Payload instance of this test file, on its own freshly migrated database. */
export async function testPayload(): Promise<Payload> {
  await startFromTemplate()
  const payload = await getPayload({ config })
  // Nothing left to run on a copy of the template; the whole list on a database that is not one.
  await migrateToLatest(payload)
  return payload
}

let templateTried = false

/**
 * Makes this file's own database, while nothing has opened it yet, a copy of the run's migrated
 * template (tests/helpers/int-global-setup.ts): the migrations ran once for the whole run.
 */
async function startFromTemplate(): Promise<void> {
  const template = process.env.ROSTER_TEST_TEMPLATE
  const url = process.env.DATABASE_URL
  if (templateTried || !template || !url) return
  templateTried = true
  // The template is of the run's engine: an SQLite file of a PostgreSQL run (the round trip's
  // source) migrates in place.
  const templateOnPostgres = Boolean(process.env.TEST_DATABASE_URL)
  if (url.startsWith('file:')) {
    if (templateOnPostgres) return
    const file = url.slice('file:'.length)
    if (!existsSync(file)) copyFileSync(template, file)
    return
  }
  const database = new URL(url).pathname.slice(1)
  if (!database.startsWith(`roster_test_${process.env.ROSTER_TEST_RUN}_`)) return
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE ${database}`)
    await admin.query(`CREATE DATABASE ${database} TEMPLATE ${template}`)
  } catch {
    // Open already (the file connected before asking for its Payload): it migrates in place.
  } finally {
    await admin.end()
  }
}

/** Writes from tests happen outside Next: there is no cache to expire. */
export const testContext = { disableRevalidate: true }

/** The demo's two offices, as the form tests need them: their ids by slug. */
export async function createTestOffices(
  payload: Payload,
): Promise<Record<'central' | 'los-angeles', number>> {
  const offices = {} as Record<'central' | 'los-angeles', number>
  for (const [name, slug, town, email] of [
    ['Central', 'central', 'CENTRAL', 'central@roster.test'],
    ['Los Angeles', 'los-angeles', 'LA', 'la@roster.test'],
  ] as const) {
    const created = await payload.create({
      collection: 'locations',
      data: {
        name,
        slug,
        town,
        email,
        address: { street: '1 Main St', city: name },
        phone: '+1 310 555 0100',
        timeZone: 'America/Los_Angeles',
      },
      context: testContext,
    })
    offices[slug] = created.id
  }
  return offices
}

/** The demo's three books, published and empty, as the roster import's tests need them. */
export async function createTestBooks(payload: Payload): Promise<void> {
  for (const [title, slug] of [
    ['Women', 'women'],
    ['Men', 'men'],
    ['New Faces', 'new-faces'],
  ] as const)
    await payload.create({
      collection: 'books',
      data: { title, slug, _status: 'published' },
      context: testContext,
    })
}
