import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "website_share_image_id" integer;
  ALTER TABLE "settings" ADD CONSTRAINT "settings_website_share_image_id_media_id_fk" FOREIGN KEY ("website_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "settings_website_website_share_image_idx" ON "settings" USING btree ("website_share_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP CONSTRAINT "settings_website_share_image_id_media_id_fk";
  
  DROP INDEX "settings_website_website_share_image_idx";
  ALTER TABLE "settings" DROP COLUMN "website_share_image_id";`)
}
