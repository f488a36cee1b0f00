import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Menu items link to a page, book or talent picked from a list (navigation_rels), or to an
 * address (`slug`, no longer required). Every item stored before is an address typed by hand.
 * Down: items that link to picked content have no address and are removed.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_navigation_items_submenu_sub_submenu_link_to" AS ENUM('content', 'url');
  CREATE TYPE "public"."enum_navigation_items_submenu_link_to" AS ENUM('content', 'url');
  CREATE TYPE "public"."enum_navigation_items_link_to" AS ENUM('content', 'url');
  CREATE TABLE "navigation_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"books_id" integer,
  	"talents_id" integer
  );
  
  ALTER TABLE "navigation_items_submenu_sub_submenu" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "navigation_items_submenu" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "navigation_items_submenu_sub_submenu" ADD COLUMN "link_to" "enum_navigation_items_submenu_sub_submenu_link_to" DEFAULT 'content' NOT NULL;
  ALTER TABLE "navigation_items_submenu" ADD COLUMN "link_to" "enum_navigation_items_submenu_link_to" DEFAULT 'content' NOT NULL;
  ALTER TABLE "navigation_items" ADD COLUMN "link_to" "enum_navigation_items_link_to" DEFAULT 'content' NOT NULL;
  UPDATE "navigation_items_submenu_sub_submenu" SET "link_to" = 'url';
  UPDATE "navigation_items_submenu" SET "link_to" = 'url';
  UPDATE "navigation_items" SET "link_to" = 'url';
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_rels" ADD CONSTRAINT "navigation_rels_talents_fk" FOREIGN KEY ("talents_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "navigation_rels_order_idx" ON "navigation_rels" USING btree ("order");
  CREATE INDEX "navigation_rels_parent_idx" ON "navigation_rels" USING btree ("parent_id");
  CREATE INDEX "navigation_rels_path_idx" ON "navigation_rels" USING btree ("path");
  CREATE INDEX "navigation_rels_pages_id_idx" ON "navigation_rels" USING btree ("pages_id");
  CREATE INDEX "navigation_rels_books_id_idx" ON "navigation_rels" USING btree ("books_id");
  CREATE INDEX "navigation_rels_talents_id_idx" ON "navigation_rels" USING btree ("talents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "navigation_rels" CASCADE;
  DELETE FROM "navigation_items_submenu_sub_submenu" WHERE "slug" IS NULL;
  DELETE FROM "navigation_items_submenu" WHERE "slug" IS NULL;
  DELETE FROM "navigation_items" WHERE "slug" IS NULL;
  ALTER TABLE "navigation_items_submenu_sub_submenu" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "navigation_items_submenu" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "navigation_items" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "navigation_items_submenu_sub_submenu" DROP COLUMN "link_to";
  ALTER TABLE "navigation_items_submenu" DROP COLUMN "link_to";
  ALTER TABLE "navigation_items" DROP COLUMN "link_to";
  DROP TYPE "public"."enum_navigation_items_submenu_sub_submenu_link_to";
  DROP TYPE "public"."enum_navigation_items_submenu_link_to";
  DROP TYPE "public"."enum_navigation_items_link_to";`)
}
