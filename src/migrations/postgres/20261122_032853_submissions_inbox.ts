import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_blocks_submission_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Apply',
  	"success_message" varchar DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_submission_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'Apply',
  	"success_message" varchar DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  ALTER TABLE "submissions" ADD COLUMN "date_of_birth" timestamp(3) with time zone;
  ALTER TABLE "submissions" ADD COLUMN "idempotency_key" varchar;
  ALTER TABLE "submissions" ADD COLUMN "fingerprint" varchar;
  ALTER TABLE "pages_blocks_submission_form" ADD CONSTRAINT "pages_blocks_submission_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_submission_form" ADD CONSTRAINT "_pages_v_blocks_submission_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_submission_form_order_idx" ON "pages_blocks_submission_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_submission_form_parent_id_idx" ON "pages_blocks_submission_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_submission_form_path_idx" ON "pages_blocks_submission_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_submission_form_order_idx" ON "_pages_v_blocks_submission_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_submission_form_parent_id_idx" ON "_pages_v_blocks_submission_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_submission_form_path_idx" ON "_pages_v_blocks_submission_form" USING btree ("_path");
  CREATE INDEX "submissions_status_idx" ON "submissions" USING btree ("status");
  CREATE UNIQUE INDEX "submissions_idempotency_key_idx" ON "submissions" USING btree ("idempotency_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_submission_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_submission_form" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_submission_form" CASCADE;
  DROP TABLE "_pages_v_blocks_submission_form" CASCADE;
  DROP INDEX "submissions_status_idx";
  DROP INDEX "submissions_idempotency_key_idx";
  ALTER TABLE "submissions" DROP COLUMN "date_of_birth";
  ALTER TABLE "submissions" DROP COLUMN "idempotency_key";
  ALTER TABLE "submissions" DROP COLUMN "fingerprint";`)
}
