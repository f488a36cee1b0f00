import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Each new list of missing translations, and the table of the entries (or versions) it belongs to. */
const UNTRANSLATED_TABLES = [
  { missing: 'pages_missing_translations', of: 'pages' },
  { missing: '_pages_v_version_missing_translations', of: '_pages_v' },
  { missing: 'books_missing_translations', of: 'books' },
  { missing: '_books_v_version_missing_translations', of: '_books_v' },
  { missing: 'talents_missing_translations', of: 'talents' },
  { missing: '_talents_v_version_missing_translations', of: '_talents_v' },
  { missing: 'locations_missing_translations', of: 'locations' },
  { missing: 'faqs_missing_translations', of: 'faqs' },
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_missing_translations" AS ENUM('es');
  CREATE TYPE "public"."enum__pages_v_version_missing_translations" AS ENUM('es');
  CREATE TYPE "public"."enum_books_missing_translations" AS ENUM('es');
  CREATE TYPE "public"."enum__books_v_version_missing_translations" AS ENUM('es');
  CREATE TYPE "public"."enum_talents_missing_translations" AS ENUM('es');
  CREATE TYPE "public"."enum__talents_v_version_missing_translations" AS ENUM('es');
  CREATE TYPE "public"."enum_locations_missing_translations" AS ENUM('es');
  CREATE TYPE "public"."enum_faqs_missing_translations" AS ENUM('es');
  CREATE TABLE "pages_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_pages_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_pages_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__pages_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "books_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_books_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_books_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__books_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "talents_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_talents_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_talents_v_version_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__talents_v_version_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "locations_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_locations_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "faqs_missing_translations" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_faqs_missing_translations",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "pages_missing_translations" ADD CONSTRAINT "pages_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_missing_translations" ADD CONSTRAINT "_pages_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "books_missing_translations" ADD CONSTRAINT "books_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_books_v_version_missing_translations" ADD CONSTRAINT "_books_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_books_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "talents_missing_translations" ADD CONSTRAINT "talents_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."talents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_talents_v_version_missing_translations" ADD CONSTRAINT "_talents_v_version_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_talents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "locations_missing_translations" ADD CONSTRAINT "locations_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs_missing_translations" ADD CONSTRAINT "faqs_missing_translations_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_missing_translations_order_idx" ON "pages_missing_translations" USING btree ("order");
  CREATE INDEX "pages_missing_translations_parent_idx" ON "pages_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_missing_translations_order_idx" ON "_pages_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_pages_v_version_missing_translations_parent_idx" ON "_pages_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "books_missing_translations_order_idx" ON "books_missing_translations" USING btree ("order");
  CREATE INDEX "books_missing_translations_parent_idx" ON "books_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_books_v_version_missing_translations_order_idx" ON "_books_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_books_v_version_missing_translations_parent_idx" ON "_books_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "talents_missing_translations_order_idx" ON "talents_missing_translations" USING btree ("order");
  CREATE INDEX "talents_missing_translations_parent_idx" ON "talents_missing_translations" USING btree ("parent_id");
  CREATE INDEX "_talents_v_version_missing_translations_order_idx" ON "_talents_v_version_missing_translations" USING btree ("order");
  CREATE INDEX "_talents_v_version_missing_translations_parent_idx" ON "_talents_v_version_missing_translations" USING btree ("parent_id");
  CREATE INDEX "locations_missing_translations_order_idx" ON "locations_missing_translations" USING btree ("order");
  CREATE INDEX "locations_missing_translations_parent_idx" ON "locations_missing_translations" USING btree ("parent_id");
  CREATE INDEX "faqs_missing_translations_order_idx" ON "faqs_missing_translations" USING btree ("order");
  CREATE INDEX "faqs_missing_translations_parent_idx" ON "faqs_missing_translations" USING btree ("parent_id");`)

  // Every entry written before the site spoke Spanish lacks its Spanish words.
  for (const table of UNTRANSLATED_TABLES) {
    await db.execute(
      sql.raw(
        `INSERT INTO "${table.missing}" ("order", "parent_id", "value") SELECT 1, "id", 'es' FROM "${table.of}";`,
      ),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_missing_translations" CASCADE;
  DROP TABLE "_pages_v_version_missing_translations" CASCADE;
  DROP TABLE "books_missing_translations" CASCADE;
  DROP TABLE "_books_v_version_missing_translations" CASCADE;
  DROP TABLE "talents_missing_translations" CASCADE;
  DROP TABLE "_talents_v_version_missing_translations" CASCADE;
  DROP TABLE "locations_missing_translations" CASCADE;
  DROP TABLE "faqs_missing_translations" CASCADE;
  DROP TYPE "public"."enum_pages_missing_translations";
  DROP TYPE "public"."enum__pages_v_version_missing_translations";
  DROP TYPE "public"."enum_books_missing_translations";
  DROP TYPE "public"."enum__books_v_version_missing_translations";
  DROP TYPE "public"."enum_talents_missing_translations";
  DROP TYPE "public"."enum__talents_v_version_missing_translations";
  DROP TYPE "public"."enum_locations_missing_translations";
  DROP TYPE "public"."enum_faqs_missing_translations";`)
}
