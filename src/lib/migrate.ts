import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/**
 * Applies the committed migrations that have not run yet, for whichever engine is configured.
 * The only way the schema changes, in development, tests and production alike (push is off).
 */
export async function migrateToLatest(payload: Payload): Promise<void> {
  const migrations = payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
  // Each adapter types its own migration arguments; Payload's list type takes `unknown` ones.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}
