import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_talents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`location_id\` integer,
  	\`in_town\` integer DEFAULT false,
  	\`measurements_height_cm\` numeric,
  	\`measurements_bust_cm\` numeric,
  	\`measurements_waist_cm\` numeric,
  	\`measurements_hips_cm\` numeric,
  	\`measurements_shoe_eu\` numeric,
  	\`measurements_dress_size\` text,
  	\`measurements_hair\` text,
  	\`measurements_eyes\` text,
  	\`instagram_url\` text,
  	\`instagram_followers\` numeric,
  	\`picture_id\` integer,
  	\`polaroids_taken_at\` text,
  	\`seo_image_id\` integer,
  	\`external_id\` text,
  	\`internal_notes\` text,
  	\`private_contact_email\` text,
  	\`private_contact_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_talents\`("id", "name", "slug", "location_id", "in_town", "measurements_height_cm", "measurements_bust_cm", "measurements_waist_cm", "measurements_hips_cm", "measurements_shoe_eu", "measurements_dress_size", "measurements_hair", "measurements_eyes", "instagram_url", "instagram_followers", "picture_id", "polaroids_taken_at", "seo_image_id", "external_id", "internal_notes", "private_contact_email", "private_contact_phone", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "location_id", "in_town", "measurements_height_cm", "measurements_bust_cm", "measurements_waist_cm", "measurements_hips_cm", "measurements_shoe_eu", "measurements_dress_size", "measurements_hair", "measurements_eyes", "instagram_url", "instagram_followers", "picture_id", "polaroids_taken_at", "seo_image_id", "external_id", "internal_notes", "private_contact_email", "private_contact_phone", "updated_at", "created_at", "_status" FROM \`talents\`;`)
  await db.run(sql`DROP TABLE \`talents\`;`)
  await db.run(sql`ALTER TABLE \`__new_talents\` RENAME TO \`talents\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`talents_slug_idx\` ON \`talents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`talents_location_idx\` ON \`talents\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`talents_picture_idx\` ON \`talents\` (\`picture_id\`);`)
  await db.run(sql`CREATE INDEX \`talents_seo_seo_image_idx\` ON \`talents\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`talents_external_id_idx\` ON \`talents\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`talents_updated_at_idx\` ON \`talents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talents_created_at_idx\` ON \`talents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`talents__status_idx\` ON \`talents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__talents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_location_id\` integer,
  	\`version_in_town\` integer DEFAULT false,
  	\`version_measurements_height_cm\` numeric,
  	\`version_measurements_bust_cm\` numeric,
  	\`version_measurements_waist_cm\` numeric,
  	\`version_measurements_hips_cm\` numeric,
  	\`version_measurements_shoe_eu\` numeric,
  	\`version_measurements_dress_size\` text,
  	\`version_measurements_hair\` text,
  	\`version_measurements_eyes\` text,
  	\`version_instagram_url\` text,
  	\`version_instagram_followers\` numeric,
  	\`version_picture_id\` integer,
  	\`version_polaroids_taken_at\` text,
  	\`version_seo_image_id\` integer,
  	\`version_external_id\` text,
  	\`version_internal_notes\` text,
  	\`version_private_contact_email\` text,
  	\`version_private_contact_phone\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__talents_v\`("id", "parent_id", "version_name", "version_slug", "version_location_id", "version_in_town", "version_measurements_height_cm", "version_measurements_bust_cm", "version_measurements_waist_cm", "version_measurements_hips_cm", "version_measurements_shoe_eu", "version_measurements_dress_size", "version_measurements_hair", "version_measurements_eyes", "version_instagram_url", "version_instagram_followers", "version_picture_id", "version_polaroids_taken_at", "version_seo_image_id", "version_external_id", "version_internal_notes", "version_private_contact_email", "version_private_contact_phone", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_slug", "version_location_id", "version_in_town", "version_measurements_height_cm", "version_measurements_bust_cm", "version_measurements_waist_cm", "version_measurements_hips_cm", "version_measurements_shoe_eu", "version_measurements_dress_size", "version_measurements_hair", "version_measurements_eyes", "version_instagram_url", "version_instagram_followers", "version_picture_id", "version_polaroids_taken_at", "version_seo_image_id", "version_external_id", "version_internal_notes", "version_private_contact_email", "version_private_contact_phone", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_talents_v\`;`)
  await db.run(sql`DROP TABLE \`_talents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__talents_v\` RENAME TO \`_talents_v\`;`)
  await db.run(sql`CREATE INDEX \`_talents_v_parent_idx\` ON \`_talents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_slug_idx\` ON \`_talents_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_location_idx\` ON \`_talents_v\` (\`version_location_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_picture_idx\` ON \`_talents_v\` (\`version_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_seo_version_seo_image_idx\` ON \`_talents_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_external_id_idx\` ON \`_talents_v\` (\`version_external_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_updated_at_idx\` ON \`_talents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_created_at_idx\` ON \`_talents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version__status_idx\` ON \`_talents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_created_at_idx\` ON \`_talents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_updated_at_idx\` ON \`_talents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_snapshot_idx\` ON \`_talents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_published_locale_idx\` ON \`_talents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_latest_idx\` ON \`_talents_v\` (\`latest\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_talents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`location_id\` integer,
  	\`in_town\` integer DEFAULT true,
  	\`measurements_height_cm\` numeric,
  	\`measurements_bust_cm\` numeric,
  	\`measurements_waist_cm\` numeric,
  	\`measurements_hips_cm\` numeric,
  	\`measurements_shoe_eu\` numeric,
  	\`measurements_dress_size\` text,
  	\`measurements_hair\` text,
  	\`measurements_eyes\` text,
  	\`instagram_url\` text,
  	\`instagram_followers\` numeric,
  	\`picture_id\` integer,
  	\`polaroids_taken_at\` text,
  	\`seo_image_id\` integer,
  	\`external_id\` text,
  	\`internal_notes\` text,
  	\`private_contact_email\` text,
  	\`private_contact_phone\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_talents\`("id", "name", "slug", "location_id", "in_town", "measurements_height_cm", "measurements_bust_cm", "measurements_waist_cm", "measurements_hips_cm", "measurements_shoe_eu", "measurements_dress_size", "measurements_hair", "measurements_eyes", "instagram_url", "instagram_followers", "picture_id", "polaroids_taken_at", "seo_image_id", "external_id", "internal_notes", "private_contact_email", "private_contact_phone", "updated_at", "created_at", "_status") SELECT "id", "name", "slug", "location_id", "in_town", "measurements_height_cm", "measurements_bust_cm", "measurements_waist_cm", "measurements_hips_cm", "measurements_shoe_eu", "measurements_dress_size", "measurements_hair", "measurements_eyes", "instagram_url", "instagram_followers", "picture_id", "polaroids_taken_at", "seo_image_id", "external_id", "internal_notes", "private_contact_email", "private_contact_phone", "updated_at", "created_at", "_status" FROM \`talents\`;`)
  await db.run(sql`DROP TABLE \`talents\`;`)
  await db.run(sql`ALTER TABLE \`__new_talents\` RENAME TO \`talents\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`talents_slug_idx\` ON \`talents\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`talents_location_idx\` ON \`talents\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`talents_picture_idx\` ON \`talents\` (\`picture_id\`);`)
  await db.run(sql`CREATE INDEX \`talents_seo_seo_image_idx\` ON \`talents\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`talents_external_id_idx\` ON \`talents\` (\`external_id\`);`)
  await db.run(sql`CREATE INDEX \`talents_updated_at_idx\` ON \`talents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`talents_created_at_idx\` ON \`talents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`talents__status_idx\` ON \`talents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__talents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_location_id\` integer,
  	\`version_in_town\` integer DEFAULT true,
  	\`version_measurements_height_cm\` numeric,
  	\`version_measurements_bust_cm\` numeric,
  	\`version_measurements_waist_cm\` numeric,
  	\`version_measurements_hips_cm\` numeric,
  	\`version_measurements_shoe_eu\` numeric,
  	\`version_measurements_dress_size\` text,
  	\`version_measurements_hair\` text,
  	\`version_measurements_eyes\` text,
  	\`version_instagram_url\` text,
  	\`version_instagram_followers\` numeric,
  	\`version_picture_id\` integer,
  	\`version_polaroids_taken_at\` text,
  	\`version_seo_image_id\` integer,
  	\`version_external_id\` text,
  	\`version_internal_notes\` text,
  	\`version_private_contact_email\` text,
  	\`version_private_contact_phone\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_picture_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__talents_v\`("id", "parent_id", "version_name", "version_slug", "version_location_id", "version_in_town", "version_measurements_height_cm", "version_measurements_bust_cm", "version_measurements_waist_cm", "version_measurements_hips_cm", "version_measurements_shoe_eu", "version_measurements_dress_size", "version_measurements_hair", "version_measurements_eyes", "version_instagram_url", "version_instagram_followers", "version_picture_id", "version_polaroids_taken_at", "version_seo_image_id", "version_external_id", "version_internal_notes", "version_private_contact_email", "version_private_contact_phone", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest") SELECT "id", "parent_id", "version_name", "version_slug", "version_location_id", "version_in_town", "version_measurements_height_cm", "version_measurements_bust_cm", "version_measurements_waist_cm", "version_measurements_hips_cm", "version_measurements_shoe_eu", "version_measurements_dress_size", "version_measurements_hair", "version_measurements_eyes", "version_instagram_url", "version_instagram_followers", "version_picture_id", "version_polaroids_taken_at", "version_seo_image_id", "version_external_id", "version_internal_notes", "version_private_contact_email", "version_private_contact_phone", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "snapshot", "published_locale", "latest" FROM \`_talents_v\`;`)
  await db.run(sql`DROP TABLE \`_talents_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__talents_v\` RENAME TO \`_talents_v\`;`)
  await db.run(sql`CREATE INDEX \`_talents_v_parent_idx\` ON \`_talents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_slug_idx\` ON \`_talents_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_location_idx\` ON \`_talents_v\` (\`version_location_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_picture_idx\` ON \`_talents_v\` (\`version_picture_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_seo_version_seo_image_idx\` ON \`_talents_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_external_id_idx\` ON \`_talents_v\` (\`version_external_id\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_updated_at_idx\` ON \`_talents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version_created_at_idx\` ON \`_talents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_version__status_idx\` ON \`_talents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_created_at_idx\` ON \`_talents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_updated_at_idx\` ON \`_talents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_snapshot_idx\` ON \`_talents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_published_locale_idx\` ON \`_talents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_latest_idx\` ON \`_talents_v\` (\`latest\`);`)
}
