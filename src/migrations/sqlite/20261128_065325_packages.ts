import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`packages_talents\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`talent_id\` integer,
  	\`show_measurements\` integer DEFAULT true,
  	\`note\` text,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`packages_talents_order_idx\` ON \`packages_talents\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`packages_talents_parent_id_idx\` ON \`packages_talents\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`packages_talents_talent_idx\` ON \`packages_talents\` (\`talent_id\`);`)
  await db.run(sql`CREATE TABLE \`packages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`state\` text DEFAULT 'draft' NOT NULL,
  	\`location_id\` integer NOT NULL,
  	\`booker_id\` integer,
  	\`client_name\` text NOT NULL,
  	\`client_company\` text,
  	\`message\` text,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`allow_votes\` integer DEFAULT true,
  	\`allow_download\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`booker_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`packages_state_idx\` ON \`packages\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`packages_location_idx\` ON \`packages\` (\`location_id\`);`)
  await db.run(sql`CREATE INDEX \`packages_booker_idx\` ON \`packages\` (\`booker_id\`);`)
  await db.run(sql`CREATE INDEX \`packages_updated_at_idx\` ON \`packages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`packages_created_at_idx\` ON \`packages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`packages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`packages_rels_order_idx\` ON \`packages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`packages_rels_parent_idx\` ON \`packages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`packages_rels_path_idx\` ON \`packages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`packages_rels_media_id_idx\` ON \`packages_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`package_recipients\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`package_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`revoked\` integer DEFAULT false,
  	\`token_hash\` text,
  	\`sent_at\` text,
  	\`first_opened_at\` text,
  	\`last_opened_at\` text,
  	\`answered_at\` text,
  	\`answer_message\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`package_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`package_recipients_package_idx\` ON \`package_recipients\` (\`package_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`package_recipients_token_hash_idx\` ON \`package_recipients\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`package_recipients_updated_at_idx\` ON \`package_recipients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`package_recipients_created_at_idx\` ON \`package_recipients\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`package_recipients_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`talents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`package_recipients\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talents_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`package_recipients_rels_order_idx\` ON \`package_recipients_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`package_recipients_rels_parent_idx\` ON \`package_recipients_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`package_recipients_rels_path_idx\` ON \`package_recipients_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`package_recipients_rels_talents_id_idx\` ON \`package_recipients_rels\` (\`talents_id\`);`)
  await db.run(sql`CREATE TABLE \`package_votes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`package_id\` integer NOT NULL,
  	\`recipient_id\` integer NOT NULL,
  	\`talent_id\` integer,
  	\`vote\` text,
  	\`comment\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`package_id\`) REFERENCES \`packages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`recipient_id\`) REFERENCES \`package_recipients\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`talent_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`package_votes_key_idx\` ON \`package_votes\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`package_votes_package_idx\` ON \`package_votes\` (\`package_id\`);`)
  await db.run(sql`CREATE INDEX \`package_votes_recipient_idx\` ON \`package_votes\` (\`recipient_id\`);`)
  await db.run(sql`CREATE INDEX \`package_votes_talent_idx\` ON \`package_votes\` (\`talent_id\`);`)
  await db.run(sql`CREATE INDEX \`package_votes_updated_at_idx\` ON \`package_votes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`package_votes_created_at_idx\` ON \`package_votes\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`locations_locales\` ADD \`mail_texts_package_link_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` ADD \`mail_texts_package_link_body\` text;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` ADD \`mail_texts_package_selection_subject\` text;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` ADD \`mail_texts_package_selection_body\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`packages_id\` integer REFERENCES packages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`package_recipients_id\` integer REFERENCES package_recipients(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`package_votes_id\` integer REFERENCES package_votes(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_packages_id_idx\` ON \`payload_locked_documents_rels\` (\`packages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_package_recipients_id_idx\` ON \`payload_locked_documents_rels\` (\`package_recipients_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_package_votes_id_idx\` ON \`payload_locked_documents_rels\` (\`package_votes_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`packages_talents\`;`)
  await db.run(sql`DROP TABLE \`packages\`;`)
  await db.run(sql`DROP TABLE \`packages_rels\`;`)
  await db.run(sql`DROP TABLE \`package_recipients\`;`)
  await db.run(sql`DROP TABLE \`package_recipients_rels\`;`)
  await db.run(sql`DROP TABLE \`package_votes\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`books_id\` integer,
  	\`talents_id\` integer,
  	\`media_id\` integer,
  	\`locations_id\` integer,
  	\`faqs_id\` integer,
  	\`submissions_id\` integer,
  	\`messages_id\` integer,
  	\`inquiries_id\` integer,
  	\`payments_id\` integer,
  	\`submission_photos_id\` integer,
  	\`payment_events_id\` integer,
  	\`users_id\` integer,
  	\`audit_log_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talents_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`locations_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submissions_id\`) REFERENCES \`submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`messages_id\`) REFERENCES \`messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`inquiries_id\`) REFERENCES \`inquiries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`submission_photos_id\`) REFERENCES \`submission_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_events_id\`) REFERENCES \`payment_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "books_id", "talents_id", "media_id", "locations_id", "faqs_id", "submissions_id", "messages_id", "inquiries_id", "payments_id", "submission_photos_id", "payment_events_id", "users_id", "audit_log_id") SELECT "id", "order", "parent_id", "path", "pages_id", "books_id", "talents_id", "media_id", "locations_id", "faqs_id", "submissions_id", "messages_id", "inquiries_id", "payments_id", "submission_photos_id", "payment_events_id", "users_id", "audit_log_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_books_id_idx\` ON \`payload_locked_documents_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_talents_id_idx\` ON \`payload_locked_documents_rels\` (\`talents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_locations_id_idx\` ON \`payload_locked_documents_rels\` (\`locations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`submissions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_inquiries_id_idx\` ON \`payload_locked_documents_rels\` (\`inquiries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_submission_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`submission_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_events_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`ALTER TABLE \`locations_locales\` DROP COLUMN \`mail_texts_package_link_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` DROP COLUMN \`mail_texts_package_link_body\`;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` DROP COLUMN \`mail_texts_package_selection_subject\`;`)
  await db.run(sql`ALTER TABLE \`locations_locales\` DROP COLUMN \`mail_texts_package_selection_body\`;`)
}
