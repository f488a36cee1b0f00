import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`media\` ADD \`shown\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`shown_marked_at\` text;`)
  await db.run(sql`CREATE INDEX \`media_shown_idx\` ON \`media\` (\`shown\`);`)
  // Served as before until the server's first sweep (cms/media/publicity.ts) narrows it down.
  await db.run(sql`UPDATE \`media\` SET \`shown\` = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`media_shown_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`shown\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`shown_marked_at\`;`)
}
