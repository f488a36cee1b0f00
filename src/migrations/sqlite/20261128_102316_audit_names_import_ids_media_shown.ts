import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`talents\` ADD \`external_id\` text;`)
  await db.run(sql`CREATE INDEX \`talents_external_id_idx\` ON \`talents\` (\`external_id\`);`)
  await db.run(sql`ALTER TABLE \`_talents_v\` ADD \`version_external_id\` text;`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_external_id_idx\` ON \`_talents_v\` (\`version_external_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`shown\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`shown_marked_at\` text;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`source_sha256\` text;`)
  await db.run(sql`CREATE INDEX \`media_shown_idx\` ON \`media\` (\`shown\`);`)
  await db.run(sql`CREATE INDEX \`media_source_sha256_idx\` ON \`media\` (\`source_sha256\`);`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`user_name\` text;`)
  await db.run(sql`ALTER TABLE \`audit_log\` ADD \`title\` text;`)
  // Served as before until the server's first sweep (cms/media/publicity.ts) narrows it down.
  await db.run(sql`UPDATE \`media\` SET \`shown\` = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`talents_external_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`talents\` DROP COLUMN \`external_id\`;`)
  await db.run(sql`DROP INDEX \`_talents_v_version_version_external_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_talents_v\` DROP COLUMN \`version_external_id\`;`)
  await db.run(sql`DROP INDEX \`media_shown_idx\`;`)
  await db.run(sql`DROP INDEX \`media_source_sha256_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`shown\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`shown_marked_at\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`source_sha256\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`user_name\`;`)
  await db.run(sql`ALTER TABLE \`audit_log\` DROP COLUMN \`title\`;`)
}
