import type { Payload } from 'payload'
import { Client } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from '../helpers/payload'

/**
 * PostgreSQL drops the server's connections (a restart, a failover, an idle timeout on the way):
 * the process must survive (an unhandled `error` on a pg pool is an uncaught exception, which
 * fails this run) and the next query must work on a fresh connection.
 */
const postgresUrl = process.env.TEST_DATABASE_URL

describe.runIf(postgresUrl)('a dropped PostgreSQL connection', () => {
  let payload: Payload

  beforeAll(async () => {
    payload = await testPayload()
  })

  it('is survived, and the next query opens a fresh one', async () => {
    const pool = (payload.db as unknown as { pool: import('pg').Pool }).pool
    // Several idle connections in the pool, as after a busy moment.
    await Promise.all(
      Array.from({ length: 4 }, () => payload.find({ collection: 'pages', limit: 1 })),
    )
    const idle = pool.idleCount
    expect(idle).toBeGreaterThan(0)

    const database = new URL(process.env.DATABASE_URL!).pathname.slice(1)
    const admin = new Client({ connectionString: postgresUrl })
    await admin.connect()
    try {
      const { rowCount } = await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [database],
      )
      expect(rowCount).toBeGreaterThan(0)
    } finally {
      await admin.end()
    }
    // The pool notices and discards the dead ones (no listener of the test's own: that would
    // hide a missing one in the app). All of them: each learns of its end on its own, and a query
    // handed one not yet discarded would fail, which is not what this test is about.
    await expect.poll(() => pool.idleCount, { timeout: 10_000 }).toBe(0)

    const { totalDocs } = await payload.find({ collection: 'pages', limit: 1 })
    expect(totalDocs).toBe(0)
  })
})
