import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'draft' BEFORE 'publish';
  ALTER TYPE "public"."enum_audit_log_action" ADD VALUE 'schedule' BEFORE 'delete';
  ALTER TABLE "talents" ADD COLUMN "external_id" varchar;
  ALTER TABLE "_talents_v" ADD COLUMN "version_external_id" varchar;
  ALTER TABLE "media" ADD COLUMN "shown" boolean DEFAULT false;
  ALTER TABLE "media" ADD COLUMN "shown_marked_at" timestamp(3) with time zone;
  ALTER TABLE "media" ADD COLUMN "source_sha256" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "user_name" varchar;
  ALTER TABLE "audit_log" ADD COLUMN "title" varchar;
  CREATE INDEX "talents_external_id_idx" ON "talents" USING btree ("external_id");
  CREATE INDEX "_talents_v_version_version_external_id_idx" ON "_talents_v" USING btree ("version_external_id");
  CREATE INDEX "media_shown_idx" ON "media" USING btree ("shown");
  CREATE INDEX "media_source_sha256_idx" ON "media" USING btree ("source_sha256");`)
  // Served as before until the server's first sweep (cms/media/publicity.ts) narrows it down.
  await db.execute(sql`UPDATE "media" SET "shown" = true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_log_action";
  CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'publish', 'unpublish', 'delete');
  ALTER TABLE "audit_log" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_log_action" USING "action"::"public"."enum_audit_log_action";
  DROP INDEX "talents_external_id_idx";
  DROP INDEX "_talents_v_version_version_external_id_idx";
  DROP INDEX "media_shown_idx";
  DROP INDEX "media_source_sha256_idx";
  ALTER TABLE "talents" DROP COLUMN "external_id";
  ALTER TABLE "_talents_v" DROP COLUMN "version_external_id";
  ALTER TABLE "media" DROP COLUMN "shown";
  ALTER TABLE "media" DROP COLUMN "shown_marked_at";
  ALTER TABLE "media" DROP COLUMN "source_sha256";
  ALTER TABLE "audit_log" DROP COLUMN "user_name";
  ALTER TABLE "audit_log" DROP COLUMN "title";`)
}
