import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payment_events_status_after" AS ENUM('pending', 'paid', 'failed');
  CREATE TABLE "pages_blocks_payment_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_payment_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"location_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "payment_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"payment_id" integer,
  	"status_after" "enum_payment_events_status_after" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "locations" ADD COLUMN "payments_online" boolean DEFAULT true;
  ALTER TABLE "payments" ADD COLUMN "paid_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_events_id" integer;
  ALTER TABLE "pages_blocks_payment_form" ADD CONSTRAINT "pages_blocks_payment_form_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_payment_form" ADD CONSTRAINT "pages_blocks_payment_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_form" ADD CONSTRAINT "_pages_v_blocks_payment_form_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_payment_form" ADD CONSTRAINT "_pages_v_blocks_payment_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_payment_form_order_idx" ON "pages_blocks_payment_form" USING btree ("_order");
  CREATE INDEX "pages_blocks_payment_form_parent_id_idx" ON "pages_blocks_payment_form" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_payment_form_path_idx" ON "pages_blocks_payment_form" USING btree ("_path");
  CREATE INDEX "pages_blocks_payment_form_location_idx" ON "pages_blocks_payment_form" USING btree ("location_id");
  CREATE INDEX "_pages_v_blocks_payment_form_order_idx" ON "_pages_v_blocks_payment_form" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_payment_form_parent_id_idx" ON "_pages_v_blocks_payment_form" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_payment_form_path_idx" ON "_pages_v_blocks_payment_form" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_payment_form_location_idx" ON "_pages_v_blocks_payment_form" USING btree ("location_id");
  CREATE UNIQUE INDEX "payment_events_event_id_idx" ON "payment_events" USING btree ("event_id");
  CREATE INDEX "payment_events_payment_idx" ON "payment_events" USING btree ("payment_id");
  CREATE INDEX "payment_events_updated_at_idx" ON "payment_events" USING btree ("updated_at");
  CREATE INDEX "payment_events_created_at_idx" ON "payment_events" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_events_fk" FOREIGN KEY ("payment_events_id") REFERENCES "public"."payment_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status");
  CREATE INDEX "payload_locked_documents_rels_payment_events_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_payment_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_payment_form" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payment_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_payment_form" CASCADE;
  DROP TABLE "_pages_v_blocks_payment_form" CASCADE;
  DROP TABLE "payment_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_events_fk";
  
  DROP INDEX "payments_status_idx";
  DROP INDEX "payload_locked_documents_rels_payment_events_id_idx";
  ALTER TABLE "locations" DROP COLUMN "payments_online";
  ALTER TABLE "payments" DROP COLUMN "paid_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_events_id";
  DROP TYPE "public"."enum_payment_events_status_after";`)
}
