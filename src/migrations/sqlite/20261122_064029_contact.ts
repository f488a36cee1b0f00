import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Send us a message',
  	\`location_id\` integer,
  	\`success_message\` text DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.',
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_order_idx\` ON \`pages_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_parent_id_idx\` ON \`pages_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_path_idx\` ON \`pages_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_form_location_idx\` ON \`pages_blocks_contact_form\` (\`location_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text DEFAULT 'Send us a message',
  	\`location_id\` integer,
  	\`success_message\` text DEFAULT 'Thank you. We have your message and sent you a copy by email. We reply within two working days.',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`location_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_order_idx\` ON \`_pages_v_blocks_contact_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_parent_id_idx\` ON \`_pages_v_blocks_contact_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_path_idx\` ON \`_pages_v_blocks_contact_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_form_location_idx\` ON \`_pages_v_blocks_contact_form\` (\`location_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_location_card\` ADD \`show_details\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_location_card\` ADD \`show_details\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`consent_at\` text;`)
  await db.run(sql`ALTER TABLE \`messages\` ADD \`notes\` text;`)
  await db.run(sql`CREATE INDEX \`messages_status_idx\` ON \`messages\` (\`status\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_contact_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_form\`;`)
  await db.run(sql`DROP INDEX \`messages_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`consent_at\`;`)
  await db.run(sql`ALTER TABLE \`messages\` DROP COLUMN \`notes\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_location_card\` DROP COLUMN \`show_details\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_location_card\` DROP COLUMN \`show_details\`;`)
}
