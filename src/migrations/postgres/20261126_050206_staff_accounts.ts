import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_audit_log_action" AS ENUM('create', 'update', 'publish', 'unpublish', 'delete');
  CREATE TYPE "public"."enum__settings_v_version_social_platform" AS ENUM('instagram', 'tiktok', 'youtube', 'facebook', 'x', 'linkedin');
  CREATE TYPE "public"."enum__settings_v_version_website_default_theme" AS ENUM('system', 'light', 'dark');
  CREATE TYPE "public"."enum__settings_v_version_website_default_town" AS ENUM('LA', 'CENTRAL');
  CREATE TYPE "public"."enum__navigation_v_version_items_submenu_sub_submenu_link_to" AS ENUM('content', 'url');
  CREATE TYPE "public"."enum__navigation_v_version_items_submenu_link_to" AS ENUM('content', 'url');
  CREATE TYPE "public"."enum__navigation_v_version_items_link_to" AS ENUM('content', 'url');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'booker';
  CREATE TABLE "audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"user_id" integer,
  	"user_email" varchar NOT NULL,
  	"action" "enum_audit_log_action" NOT NULL,
  	"target" varchar NOT NULL,
  	"document_id" varchar,
  	"changed_fields" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_navigation_v_version_items_submenu_sub_submenu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_to" "enum__navigation_v_version_items_submenu_sub_submenu_link_to" DEFAULT 'content' NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_items_submenu" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_to" "enum__navigation_v_version_items_submenu_link_to" DEFAULT 'content' NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"link_to" "enum__navigation_v_version_items_link_to" DEFAULT 'content' NOT NULL,
  	"slug" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"books_id" integer,
  	"talents_id" integer
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_settings_v_version_social" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"platform" "enum__settings_v_version_social_platform" NOT NULL,
  	"url" varchar NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_website_name" varchar DEFAULT 'Roster' NOT NULL,
  	"version_website_tagline" varchar,
  	"version_website_logo_id" integer,
  	"version_website_share_image_id" integer,
  	"version_website_google_analytics_code" varchar,
  	"version_website_lazy_page_load" boolean DEFAULT false,
  	"version_website_default_theme" "enum__settings_v_version_website_default_theme" DEFAULT 'system',
  	"version_website_default_town" "enum__settings_v_version_website_default_town" DEFAULT 'LA',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ALTER COLUMN "role" DROP DEFAULT;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_log_id" integer;
  ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_submenu_sub_submenu" ADD CONSTRAINT "_navigation_v_version_items_submenu_sub_submenu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items_submenu"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items_submenu" ADD CONSTRAINT "_navigation_v_version_items_submenu_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_items" ADD CONSTRAINT "_navigation_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v_version_social" ADD CONSTRAINT "_settings_v_version_social_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_website_logo_id_media_id_fk" FOREIGN KEY ("version_website_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_settings_v" ADD CONSTRAINT "_settings_v_version_website_share_image_id_media_id_fk" FOREIGN KEY ("version_website_share_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id");
  CREATE INDEX "audit_log_user_email_idx" ON "audit_log" USING btree ("user_email");
  CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target");
  CREATE INDEX "audit_log_document_id_idx" ON "audit_log" USING btree ("document_id");
  CREATE INDEX "audit_log_updated_at_idx" ON "audit_log" USING btree ("updated_at");
  CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");
  CREATE INDEX "_navigation_v_version_items_submenu_sub_submenu_order_idx" ON "_navigation_v_version_items_submenu_sub_submenu" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_submenu_sub_submenu_parent_id_idx" ON "_navigation_v_version_items_submenu_sub_submenu" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_items_submenu_order_idx" ON "_navigation_v_version_items_submenu" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_submenu_parent_id_idx" ON "_navigation_v_version_items_submenu" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_items_order_idx" ON "_navigation_v_version_items" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_items_parent_id_idx" ON "_navigation_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  ALTER TABLE "_navigation_v_rels" ADD CONSTRAINT "_navigation_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_rels" ADD CONSTRAINT "_navigation_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_rels" ADD CONSTRAINT "_navigation_v_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_rels" ADD CONSTRAINT "_navigation_v_rels_talents_fk" FOREIGN KEY ("talents_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_navigation_v_rels_order_idx" ON "_navigation_v_rels" USING btree ("order");
  CREATE INDEX "_navigation_v_rels_parent_idx" ON "_navigation_v_rels" USING btree ("parent_id");
  CREATE INDEX "_navigation_v_rels_path_idx" ON "_navigation_v_rels" USING btree ("path");
  CREATE INDEX "_navigation_v_rels_pages_id_idx" ON "_navigation_v_rels" USING btree ("pages_id");
  CREATE INDEX "_navigation_v_rels_books_id_idx" ON "_navigation_v_rels" USING btree ("books_id");
  CREATE INDEX "_navigation_v_rels_talents_id_idx" ON "_navigation_v_rels" USING btree ("talents_id");
  CREATE INDEX "_settings_v_version_social_order_idx" ON "_settings_v_version_social" USING btree ("_order");
  CREATE INDEX "_settings_v_version_social_parent_id_idx" ON "_settings_v_version_social" USING btree ("_parent_id");
  CREATE INDEX "_settings_v_version_website_version_website_logo_idx" ON "_settings_v" USING btree ("version_website_logo_id");
  CREATE INDEX "_settings_v_version_website_version_website_share_image_idx" ON "_settings_v" USING btree ("version_website_share_image_id");
  CREATE INDEX "_settings_v_created_at_idx" ON "_settings_v" USING btree ("created_at");
  CREATE INDEX "_settings_v_updated_at_idx" ON "_settings_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_log_fk" FOREIGN KEY ("audit_log_id") REFERENCES "public"."audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "audit_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_submenu_sub_submenu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items_submenu" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v_version_social" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_settings_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "audit_log" CASCADE;
  DROP TABLE "_navigation_v_rels" CASCADE;
  DROP TABLE "_navigation_v_version_items_submenu_sub_submenu" CASCADE;
  DROP TABLE "_navigation_v_version_items_submenu" CASCADE;
  DROP TABLE "_navigation_v_version_items" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "_settings_v_version_social" CASCADE;
  DROP TABLE "_settings_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_log_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'editor'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "payload_locked_documents_rels_audit_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_log_id";
  DROP TYPE "public"."enum_audit_log_action";
  DROP TYPE "public"."enum__settings_v_version_social_platform";
  DROP TYPE "public"."enum__settings_v_version_website_default_theme";
  DROP TYPE "public"."enum__settings_v_version_website_default_town";
  DROP TYPE "public"."enum__navigation_v_version_items_submenu_sub_submenu_link_to";
  DROP TYPE "public"."enum__navigation_v_version_items_submenu_link_to";
  DROP TYPE "public"."enum__navigation_v_version_items_link_to";`)
}
