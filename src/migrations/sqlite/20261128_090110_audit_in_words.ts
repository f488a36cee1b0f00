import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`user_name\` text;`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`title\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`user_name\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`title\`;`)
}
