import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * In Town's default became false (a new talent is not in town until staff say so). SQLite cannot
 * change a column's default in place, and the generated migration rebuilt `talents` and
 * `_talents_v` to do it: inside the migration's transaction `PRAGMA foreign_keys=OFF` does
 * nothing, so dropping the old tables deleted every portfolio, translation and version row that
 * cascades from them. Payload fills a field's default itself when a document is created, so the
 * column's own default never decides anything: nothing is changed here. (PostgreSQL's migration
 * alters the default in place.)
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
