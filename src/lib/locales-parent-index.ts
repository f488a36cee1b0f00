/**
 * Payload keeps a collection's localized fields in a `*_locales` table whose only index is unique
 * on (`_locale`, `_parent_id`): a read of some documents in every language (`_parent_id IN (...)`,
 * which each draft list asks of the versions' locales) scans the whole table. At 1,000 talents a
 * draft list took 2.4 s; with an index on `_parent_id` alone, 32-46 ms (issue 31). Drop this when
 * Payload indexes the column itself.
 */
type RawIndex = { name: string; on: string | string[]; unique?: boolean }
type RawTable = { name: string; indexes?: Record<string, RawIndex> }
type SchemaHookArgs<Schema> = { schema: Schema }

/** The longest name Payload gives an index: PostgreSQL's 63 characters, less room for a suffix. */
const LONGEST_INDEX_NAME = 60

/** The index's name, cut as Payload cuts its own (`…_idx` kept) when the table's is long. */
export function localesParentIndexName(table: string): string {
  const name = `${table}_parent_id`
  return `${name.slice(0, LONGEST_INDEX_NAME - '_idx'.length)}_idx`
}

/**
 * The adapters' `beforeSchemaInit` hook (SQLite and PostgreSQL alike): every locales table of the
 * raw schema gets the index before Payload builds its tables, so migrations are generated with it.
 */
export function indexLocalesByParent<Schema>(args: SchemaHookArgs<Schema>): Schema {
  // Payload passes its adapter to the hook; its types leave it out.
  const { adapter } = args as SchemaHookArgs<Schema> & {
    adapter: { rawTables: Record<string, RawTable> }
  }
  for (const table of Object.values(adapter.rawTables)) {
    if (!table.name.endsWith('_locales')) continue
    table.indexes = {
      ...table.indexes,
      _parentIdx: { name: localesParentIndexName(table.name), on: '_parentID' },
    }
  }
  return args.schema
}
