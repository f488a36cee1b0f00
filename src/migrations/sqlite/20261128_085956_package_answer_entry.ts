import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`package_recipients\` ADD \`answer_entry_id\` integer REFERENCES messages(id);`)
  await db.run(sql`CREATE INDEX \`package_recipients_answer_entry_idx\` ON \`package_recipients\` (\`answer_entry_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_package_recipients\` (
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
  await db.run(sql`INSERT INTO \`__new_package_recipients\`("id", "package_id", "name", "email", "revoked", "token_hash", "sent_at", "first_opened_at", "last_opened_at", "answered_at", "answer_message", "updated_at", "created_at") SELECT "id", "package_id", "name", "email", "revoked", "token_hash", "sent_at", "first_opened_at", "last_opened_at", "answered_at", "answer_message", "updated_at", "created_at" FROM \`package_recipients\`;`)
  await db.run(sql`DROP TABLE \`package_recipients\`;`)
  await db.run(sql`ALTER TABLE \`__new_package_recipients\` RENAME TO \`package_recipients\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`package_recipients_package_idx\` ON \`package_recipients\` (\`package_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`package_recipients_token_hash_idx\` ON \`package_recipients\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`package_recipients_updated_at_idx\` ON \`package_recipients\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`package_recipients_created_at_idx\` ON \`package_recipients\` (\`created_at\`);`)
}
