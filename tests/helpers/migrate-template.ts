/**
 * Migrates the database DATABASE_URL names to the latest schema, then exits: the integration
 * tests' template (tests/helpers/int-global-setup.ts), made once per run and copied for each test
 * file that wants a migrated database, instead of every file running every migration again. On
 * SQLite it then writes the whole database to ROSTER_TEST_TEMPLATE_COPY.
 */
import config from '@payload-config'
import type { SQLiteAdapter } from '@payloadcms/db-sqlite'
import { getPayload } from 'payload'

import { migrateToLatest } from '@/lib/migrate'

const payload = await getPayload({ config })
await migrateToLatest(payload)
// SQLite keeps the latest pages in its write-ahead log: the template is one whole file.
const sqliteCopy = process.env.ROSTER_TEST_TEMPLATE_COPY
if (sqliteCopy && payload.db.name === 'sqlite') {
  const { client } = payload.db as unknown as SQLiteAdapter
  await client.execute(`VACUUM INTO '${sqliteCopy.replaceAll("'", "''")}'`)
}
await payload.destroy()
process.exit(0)
