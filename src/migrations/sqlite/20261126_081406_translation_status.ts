import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

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
  await db.run(sql`CREATE TABLE \`pages_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_missing_translations_order_idx\` ON \`pages_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_missing_translations_parent_idx\` ON \`pages_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_missing_translations_order_idx\` ON \`_pages_v_version_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_missing_translations_parent_idx\` ON \`_pages_v_version_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`books_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`books_missing_translations_order_idx\` ON \`books_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`books_missing_translations_parent_idx\` ON \`books_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_books_v_version_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_books_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_books_v_version_missing_translations_order_idx\` ON \`_books_v_version_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_missing_translations_parent_idx\` ON \`_books_v_version_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`talents_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`talents_missing_translations_order_idx\` ON \`talents_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`talents_missing_translations_parent_idx\` ON \`talents_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_talents_v_version_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_talents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_talents_v_version_missing_translations_order_idx\` ON \`_talents_v_version_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_talents_v_version_missing_translations_parent_idx\` ON \`_talents_v_version_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`locations_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`locations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`locations_missing_translations_order_idx\` ON \`locations_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`locations_missing_translations_parent_idx\` ON \`locations_missing_translations\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs_missing_translations\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_missing_translations_order_idx\` ON \`faqs_missing_translations\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`faqs_missing_translations_parent_idx\` ON \`faqs_missing_translations\` (\`parent_id\`);`)

  // Every entry written before the site spoke Spanish lacks its Spanish words.
  for (const table of UNTRANSLATED_TABLES) {
    await db.run(
      sql.raw(
        `INSERT INTO \`${table.missing}\` (\`order\`, \`parent_id\`, \`value\`) SELECT 1, \`id\`, 'es' FROM \`${table.of}\`;`,
      ),
    )
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`books_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`_books_v_version_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`talents_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`_talents_v_version_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`locations_missing_translations\`;`)
  await db.run(sql`DROP TABLE \`faqs_missing_translations\`;`)
}
