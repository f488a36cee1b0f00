import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { Client } from 'pg'

import { createPostgresDatabase } from './postgres-database'

/**
 * Names this run's PostgreSQL test databases (tests/helpers/int-setup.ts creates one per test
 * file) and drops them all when the run ends. Makes the run's migrated template first
 * (`ROSTER_TEST_TEMPLATE`: an SQLite file, or a PostgreSQL database), which testPayload() copies:
 * every migration once per run, not once per test file.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const run = randomBytes(4).toString('hex')
  process.env.ROSTER_TEST_RUN = run
  const template = await migratedTemplate(run)
  process.env.ROSTER_TEST_TEMPLATE = template.name
  return async () => {
    template.remove()
    const url = process.env.TEST_DATABASE_URL
    if (!url) return
    const client = new Client({ connectionString: url })
    await client.connect()
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`roster_test_${run}_%`],
    )
    for (const { datname } of rows)
      await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
    await client.end()
  }
}

/** An empty database of the run's engine, migrated by the committed migrations in a child process. */
async function migratedTemplate(run: string): Promise<{ name: string; remove: () => void }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'roster-int-template-'))
  const remove = () => rmSync(dataDir, { recursive: true, force: true })
  const postgresUrl = process.env.TEST_DATABASE_URL
  let name = path.join(dataDir, 'template.db')
  let databaseUrl = `file:${path.join(dataDir, 'roster.db')}`
  if (postgresUrl) {
    name = `roster_test_${run}_template`
    databaseUrl = await createPostgresDatabase(postgresUrl, name)
  }
  await promisify(execFile)(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'tests/helpers/migrate-template.ts'],
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PAYLOAD_SECRET: 'integration-tests-secret',
        SEED_DEMO: '0',
        REDIS_URL: '',
        ROSTER_TEST_TEMPLATE_COPY: postgresUrl ? '' : name,
      },
    },
  )
  return { name, remove }
}
