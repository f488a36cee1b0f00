import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

/** The first key of the advisory locks here: slugs, as against any other lock on the database. */
const SLUG_LOCKS = 'roster:slug'

type Query = ReturnType<typeof sql>
type Sessions = { sessions?: Record<string, { db: { execute(query: Query): Promise<unknown> } }> }

/**
 * Makes the save of `req` the only one choosing a slug from `base` in `namespace` until it
 * commits: two talents named Anna Berg created at the same moment would otherwise both find
 * `anna-berg` free, and the second would be refused by the unique index instead of getting
 * `anna-berg-2`.
 *
 * PostgreSQL: a transaction-level advisory lock, taken in the save's own transaction and let go
 * when it commits or rolls back, so the next save reads the slug the first one stored.
 * SQLite: nothing to do, a file has one writer at a time and this process's transactions queue
 * for their turn from BEGIN (lib/sqlite-writers.ts), before the slug is read.
 */
export async function holdSlugChoice(
  req: PayloadRequest,
  namespace: string,
  base: string,
): Promise<void> {
  if (req.payload.db.name !== 'postgres') return
  const transactionID = await req.transactionID
  // Without a transaction (a write with `disableTransaction`) there is nothing to hold it until.
  const session =
    transactionID === undefined ? undefined : (req.payload.db as Sessions).sessions?.[transactionID]
  if (!session) return
  await session.db.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext(${SLUG_LOCKS}), hashtext(${`${namespace}:${base}`}))`,
  )
}
