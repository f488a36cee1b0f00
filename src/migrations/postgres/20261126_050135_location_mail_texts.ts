import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" ADD COLUMN "mail_texts_contact_confirmation_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_contact_confirmation_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_contact_notification_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_contact_notification_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_application_confirmation_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_application_confirmation_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_application_notification_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_application_notification_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_inquiry_confirmation_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_inquiry_confirmation_body" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_inquiry_notification_subject" varchar;
  ALTER TABLE "locations" ADD COLUMN "mail_texts_inquiry_notification_body" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations" DROP COLUMN "mail_texts_contact_confirmation_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_contact_confirmation_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_contact_notification_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_contact_notification_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_application_confirmation_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_application_confirmation_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_application_notification_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_application_notification_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_inquiry_confirmation_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_inquiry_confirmation_body";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_inquiry_notification_subject";
  ALTER TABLE "locations" DROP COLUMN "mail_texts_inquiry_notification_body";`)
}
