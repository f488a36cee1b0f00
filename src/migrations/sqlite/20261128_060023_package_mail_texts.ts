import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`locations_locales\` ADD \`mail_texts_package_link_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` ADD \`mail_texts_package_link_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` ADD \`mail_texts_package_selection_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` ADD \`mail_texts_package_selection_body\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`locations_locales\` DROP COLUMN \`mail_texts_package_link_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` DROP COLUMN \`mail_texts_package_link_body\`;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` DROP COLUMN \`mail_texts_package_selection_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` DROP COLUMN \`mail_texts_package_selection_body\`;`)
}
