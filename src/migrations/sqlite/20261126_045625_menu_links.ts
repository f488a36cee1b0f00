import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Menu items link to a page, book or talent picked from a list (navigation_rels), or to an
 * address (`slug`, no longer required). Every item stored before is an address typed by hand.
 * Down: items that link to picked content have no address and are removed.
 *
 * Written by hand, not as generated: the generator rebuilds each menu table (copy, drop, rename),
 * and dropping a parent table deletes its children's rows through their ON DELETE CASCADE keys
 * (turning foreign keys off has no effect inside the migration's transaction). Columns are
 * added, renamed and dropped in place instead.
 */
const MENU_TABLES = [
  'navigation_items',
  'navigation_items_submenu',
  'navigation_items_submenu_sub_submenu',
] as const

/** Gives `slug` a new definition, keeping its values: SQLite cannot alter a column. */
async function replaceSlugColumn(db: MigrateUpArgs['db'], table: string, definition: string) {
  await db.run(sql.raw(`ALTER TABLE \`${table}\` RENAME COLUMN \`slug\` TO \`slug_before\`;`))
  await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD COLUMN \`slug\` ${definition};`))
  await db.run(sql.raw(`UPDATE \`${table}\` SET \`slug\` = \`slug_before\`;`))
  await db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`slug_before\`;`))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`navigation_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`books_id\` integer,
  	\`talents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`talents_id\`) REFERENCES \`talents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_rels_order_idx\` ON \`navigation_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_parent_idx\` ON \`navigation_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_path_idx\` ON \`navigation_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_pages_id_idx\` ON \`navigation_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_books_id_idx\` ON \`navigation_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE INDEX \`navigation_rels_talents_id_idx\` ON \`navigation_rels\` (\`talents_id\`);`)
  for (const table of MENU_TABLES) {
    await db.run(
      sql.raw(`ALTER TABLE \`${table}\` ADD COLUMN \`link_to\` text DEFAULT 'content' NOT NULL;`),
    )
    await db.run(sql.raw(`UPDATE \`${table}\` SET \`link_to\` = 'url';`))
    await replaceSlugColumn(db, table, 'text')
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`navigation_rels\`;`)
  for (const table of MENU_TABLES) {
    await db.run(sql.raw(`DELETE FROM \`${table}\` WHERE \`slug\` IS NULL;`))
    await replaceSlugColumn(db, table, "text DEFAULT '' NOT NULL")
    await db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`link_to\`;`))
  }
}
