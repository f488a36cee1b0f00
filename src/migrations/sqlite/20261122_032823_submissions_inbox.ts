import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_submission_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Apply',
  	\`success_message\` text DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_submission_form_order_idx\` ON \`pages_blocks_submission_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_submission_form_parent_id_idx\` ON \`pages_blocks_submission_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_submission_form_path_idx\` ON \`pages_blocks_submission_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_submission_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Apply',
  	\`success_message\` text DEFAULT 'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_submission_form_order_idx\` ON \`_pages_v_blocks_submission_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_submission_form_parent_id_idx\` ON \`_pages_v_blocks_submission_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_submission_form_path_idx\` ON \`_pages_v_blocks_submission_form\` (\`_path\`);`)
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`date_of_birth\` text;`)
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`idempotency_key\` text;`)
  await db.run(sql`ALTER TABLE \`submissions\` ADD \`fingerprint\` text;`)
  await db.run(sql`CREATE INDEX \`submissions_status_idx\` ON \`submissions\` (\`status\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`submissions_idempotency_key_idx\` ON \`submissions\` (\`idempotency_key\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_submission_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_submission_form\`;`)
  await db.run(sql`DROP INDEX \`submissions_status_idx\`;`)
  await db.run(sql`DROP INDEX \`submissions_idempotency_key_idx\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`date_of_birth\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`idempotency_key\`;`)
  await db.run(sql`ALTER TABLE \`submissions\` DROP COLUMN \`fingerprint\`;`)
}
