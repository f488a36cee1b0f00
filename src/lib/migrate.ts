import type { Migration, Payload } from 'payload'

import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

/** The committed migrations of the engine `payload` runs on, oldest first. */
export function committedMigrations(payload: Payload): readonly { name: string }[] {
  return payload.db.name === 'postgres' ? postgresMigrations : sqliteMigrations
}

/**
 * Applies the committed migrations that have not run yet, for whichever engine is configured.
 * The only way the schema changes, in development, tests and production alike (push is off).
 */
export async function migrateToLatest(payload: Payload): Promise<void> {
  // Each adapter types its own migration arguments; Payload's list type takes `unknown` ones.
  await payload.db.migrate({ migrations: committedMigrations(payload) as unknown as Migration[] })
}
