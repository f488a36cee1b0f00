import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createPostgresDatabase } from './postgres-database'

/**
 * Gives every integration test file a database of its own, before any module reads the
 * environment: a fresh SQLite file by default, or a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set (CI runs the suite both ways).
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roster-int-'))
process.env.DATA_DIR = dataDir
process.env.PAYLOAD_SECRET ??= 'integration-tests-secret'
process.env.SEED_DEMO = '0'
// With REDIS_URL set (CI's PostgreSQL pass), rate-limit counters of other files and runs stay apart.
process.env.REDIS_KEY_PREFIX = `roster-test:${process.env.ROSTER_TEST_RUN ?? 'local'}:${randomBytes(6).toString('hex')}:`

const postgresUrl = process.env.TEST_DATABASE_URL
if (postgresUrl) {
  const name = `roster_test_${process.env.ROSTER_TEST_RUN ?? 'local'}_${randomBytes(6).toString('hex')}`
  process.env.DATABASE_URL = await createPostgresDatabase(postgresUrl, name)
} else {
  process.env.DATABASE_URL = `file:${path.join(dataDir, 'roster.db')}`
}
