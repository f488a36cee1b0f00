import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_packages_state" AS ENUM('draft', 'sent', 'viewed', 'answered', 'expired', 'revoked');
  CREATE TYPE "public"."enum_packages_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_package_votes_vote" AS ENUM('yes', 'maybe', 'no');
  CREATE TABLE "packages_talents" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"talent_id" integer,
  	"show_measurements" boolean DEFAULT true,
  	"note" varchar
  );
  
  CREATE TABLE "packages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"state" "enum_packages_state" DEFAULT 'draft' NOT NULL,
  	"location_id" integer NOT NULL,
  	"booker_id" integer,
  	"client_name" varchar NOT NULL,
  	"client_company" varchar,
  	"message" varchar,
  	"language" "enum_packages_language" DEFAULT 'en' NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"allow_votes" boolean DEFAULT true,
  	"allow_download" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "packages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "package_recipients" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"package_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"revoked" boolean DEFAULT false,
  	"token_hash" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"first_opened_at" timestamp(3) with time zone,
  	"last_opened_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"answer_message" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "package_recipients_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"talents_id" integer
  );
  
  CREATE TABLE "package_votes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"package_id" integer NOT NULL,
  	"recipient_id" integer NOT NULL,
  	"talent_id" integer,
  	"vote" "enum_package_votes_vote",
  	"comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "locations_locales" ADD COLUMN "mail_texts_package_link_subject" varchar;
  ALTER TABLE "locations_locales" ADD COLUMN "mail_texts_package_link_body" varchar;
  ALTER TABLE "locations_locales" ADD COLUMN "mail_texts_package_selection_subject" varchar;
  ALTER TABLE "locations_locales" ADD COLUMN "mail_texts_package_selection_body" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "packages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "package_recipients_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "package_votes_id" integer;
  ALTER TABLE "packages_talents" ADD CONSTRAINT "packages_talents_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packages_talents" ADD CONSTRAINT "packages_talents_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages" ADD CONSTRAINT "packages_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packages" ADD CONSTRAINT "packages_booker_id_users_id_fk" FOREIGN KEY ("booker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packages_rels" ADD CONSTRAINT "packages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packages_rels" ADD CONSTRAINT "packages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "package_recipients" ADD CONSTRAINT "package_recipients_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "package_recipients_rels" ADD CONSTRAINT "package_recipients_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."package_recipients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "package_recipients_rels" ADD CONSTRAINT "package_recipients_rels_talents_fk" FOREIGN KEY ("talents_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "package_votes" ADD CONSTRAINT "package_votes_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "package_votes" ADD CONSTRAINT "package_votes_recipient_id_package_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."package_recipients"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "package_votes" ADD CONSTRAINT "package_votes_talent_id_talents_id_fk" FOREIGN KEY ("talent_id") REFERENCES "public"."talents"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "packages_talents_order_idx" ON "packages_talents" USING btree ("_order");
  CREATE INDEX "packages_talents_parent_id_idx" ON "packages_talents" USING btree ("_parent_id");
  CREATE INDEX "packages_talents_talent_idx" ON "packages_talents" USING btree ("talent_id");
  CREATE INDEX "packages_state_idx" ON "packages" USING btree ("state");
  CREATE INDEX "packages_location_idx" ON "packages" USING btree ("location_id");
  CREATE INDEX "packages_booker_idx" ON "packages" USING btree ("booker_id");
  CREATE INDEX "packages_updated_at_idx" ON "packages" USING btree ("updated_at");
  CREATE INDEX "packages_created_at_idx" ON "packages" USING btree ("created_at");
  CREATE INDEX "packages_rels_order_idx" ON "packages_rels" USING btree ("order");
  CREATE INDEX "packages_rels_parent_idx" ON "packages_rels" USING btree ("parent_id");
  CREATE INDEX "packages_rels_path_idx" ON "packages_rels" USING btree ("path");
  CREATE INDEX "packages_rels_media_id_idx" ON "packages_rels" USING btree ("media_id");
  CREATE INDEX "package_recipients_package_idx" ON "package_recipients" USING btree ("package_id");
  CREATE UNIQUE INDEX "package_recipients_token_hash_idx" ON "package_recipients" USING btree ("token_hash");
  CREATE INDEX "package_recipients_updated_at_idx" ON "package_recipients" USING btree ("updated_at");
  CREATE INDEX "package_recipients_created_at_idx" ON "package_recipients" USING btree ("created_at");
  CREATE INDEX "package_recipients_rels_order_idx" ON "package_recipients_rels" USING btree ("order");
  CREATE INDEX "package_recipients_rels_parent_idx" ON "package_recipients_rels" USING btree ("parent_id");
  CREATE INDEX "package_recipients_rels_path_idx" ON "package_recipients_rels" USING btree ("path");
  CREATE INDEX "package_recipients_rels_talents_id_idx" ON "package_recipients_rels" USING btree ("talents_id");
  CREATE UNIQUE INDEX "package_votes_key_idx" ON "package_votes" USING btree ("key");
  CREATE INDEX "package_votes_package_idx" ON "package_votes" USING btree ("package_id");
  CREATE INDEX "package_votes_recipient_idx" ON "package_votes" USING btree ("recipient_id");
  CREATE INDEX "package_votes_talent_idx" ON "package_votes" USING btree ("talent_id");
  CREATE INDEX "package_votes_updated_at_idx" ON "package_votes" USING btree ("updated_at");
  CREATE INDEX "package_votes_created_at_idx" ON "package_votes" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_package_recipients_fk" FOREIGN KEY ("package_recipients_id") REFERENCES "public"."package_recipients"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_package_votes_fk" FOREIGN KEY ("package_votes_id") REFERENCES "public"."package_votes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_packages_id_idx" ON "payload_locked_documents_rels" USING btree ("packages_id");
  CREATE INDEX "payload_locked_documents_rels_package_recipients_id_idx" ON "payload_locked_documents_rels" USING btree ("package_recipients_id");
  CREATE INDEX "payload_locked_documents_rels_package_votes_id_idx" ON "payload_locked_documents_rels" USING btree ("package_votes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "packages_talents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "package_recipients" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "package_recipients_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "package_votes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "packages_talents" CASCADE;
  DROP TABLE "packages" CASCADE;
  DROP TABLE "packages_rels" CASCADE;
  DROP TABLE "package_recipients" CASCADE;
  DROP TABLE "package_recipients_rels" CASCADE;
  DROP TABLE "package_votes" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_packages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_package_recipients_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_package_votes_fk";
  
  DROP INDEX "payload_locked_documents_rels_packages_id_idx";
  DROP INDEX "payload_locked_documents_rels_package_recipients_id_idx";
  DROP INDEX "payload_locked_documents_rels_package_votes_id_idx";
  ALTER TABLE "locations_locales" DROP COLUMN "mail_texts_package_link_subject";
  ALTER TABLE "locations_locales" DROP COLUMN "mail_texts_package_link_body";
  ALTER TABLE "locations_locales" DROP COLUMN "mail_texts_package_selection_subject";
  ALTER TABLE "locations_locales" DROP COLUMN "mail_texts_package_selection_body";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "packages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "package_recipients_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "package_votes_id";
  DROP TYPE "public"."enum_packages_state";
  DROP TYPE "public"."enum_packages_language";
  DROP TYPE "public"."enum_package_votes_vote";`)
}
