import { randomBytes } from 'node:crypto'

import { Client } from 'pg'

/**
 * Names this run's PostgreSQL test databases (tests/helpers/int-setup.ts creates one per test
 * file) and drops them all when the run ends. Nothing to do on SQLite.
 */
export default function setup(): () => Promise<void> {
  const run = randomBytes(4).toString('hex')
  process.env.ROSTER_TEST_RUN = run
  return async () => {
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
