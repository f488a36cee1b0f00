import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_contact_confirmation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_contact_confirmation_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_contact_notification_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_contact_notification_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_application_confirmation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_application_confirmation_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_application_notification_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_application_notification_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_inquiry_confirmation_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_inquiry_confirmation_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_inquiry_notification_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations\` ADD \`mail_texts_inquiry_notification_body\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_contact_confirmation_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_contact_confirmation_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_contact_notification_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_contact_notification_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_application_confirmation_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_application_confirmation_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_application_notification_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_application_notification_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_inquiry_confirmation_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_inquiry_confirmation_body\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_inquiry_notification_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations\` DROP COLUMN \`mail_texts_inquiry_notification_body\`;`)
}
