import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`settings\` ADD \`website_share_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`settings_website_website_share_image_idx\` ON \`settings\` (\`website_share_image_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`website_name\` text DEFAULT 'Roster' NOT NULL,
  	\`website_tagline\` text,
  	\`website_logo_id\` integer,
  	\`website_google_analytics_code\` text,
  	\`website_lazy_page_load\` integer DEFAULT false,
  	\`website_default_theme\` text DEFAULT 'system',
  	\`website_default_town\` text DEFAULT 'LA',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`website_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_settings\`("id", "website_name", "website_tagline", "website_logo_id", "website_google_analytics_code", "website_lazy_page_load", "website_default_theme", "website_default_town", "updated_at", "created_at") SELECT "id", "website_name", "website_tagline", "website_logo_id", "website_google_analytics_code", "website_lazy_page_load", "website_default_theme", "website_default_town", "updated_at", "created_at" FROM \`settings\`;`)
  await db.run(sql`DROP TABLE \`settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_settings\` RENAME TO \`settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`settings_website_website_logo_idx\` ON \`settings\` (\`website_logo_id\`);`)
}
