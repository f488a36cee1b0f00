import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations_locales" ADD COLUMN "mail_texts_package_link_subject" varchar;
  ALTER TABLE "locations_locales" ADD COLUMN "mail_texts_package_link_body" varchar;
  ALTER TABLE "locations_locales" ADD COLUMN "mail_texts_package_selection_subject" varchar;
  ALTER TABLE "locations_locales" ADD COLUMN "mail_texts_package_selection_body" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "locations_locales" DROP COLUMN "mail_texts_package_link_subject";
  ALTER TABLE "locations_locales" DROP COLUMN "mail_texts_package_link_body";
  ALTER TABLE "locations_locales" DROP COLUMN "mail_texts_package_selection_subject";
  ALTER TABLE "locations_locales" DROP COLUMN "mail_texts_package_selection_body";`)
}
