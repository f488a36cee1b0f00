import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" ADD COLUMN "shown" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "shown_marked_at" timestamp(3) with time zone;
  CREATE INDEX "media_shown_idx" ON "media" USING btree ("shown");`)
  // Served as before until the server's first sweep (cms/media/publicity.ts) narrows it down.
  await db.execute(sql`UPDATE "media" SET "shown" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "media_shown_idx";
  ALTER TABLE "media" DROP COLUMN "shown";
  ALTER TABLE "media" DROP COLUMN "shown_marked_at";`)
}
