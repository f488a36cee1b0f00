import { asc as pgAsc, gt as pgGt, sql as pgSql } from '@payloadcms/db-postgres/drizzle'
import { getTableConfig as pgTableConfig } from '@payloadcms/db-postgres/drizzle/pg-core'
import { asc as sqliteAsc, gt as sqliteGt } from '@payloadcms/db-sqlite/drizzle'
import { getTableConfig as sqliteTableConfig } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload } from 'payload'

/**
 * The agency's data as the rows of the database tables Payload's schema defines, the same on
 * both engines (their migrations are made from one config): every collection and global with
 * its languages, arrays, blocks, relationships and versions. Rows are read and written through
 * the adapter's drizzle instance, not Payload's local API, so nothing runs that a save would run
 * (docs/decisions/0046-agency-archive.md).
 */

export type Row = Record<string, unknown>
export type Engine = 'sqlite' | 'postgres'

/** Not part of an agency: the schema's own record, and admin editing locks of the moment. */
const NOT_CONTENT = new Set([
  'payload_migrations',
  'payload_locked_documents',
  'payload_locked_documents_rels',
])

/** Staff sign-in secrets: cleared, and their sessions left out, unless asked for. */
export const CREDENTIAL_TABLE = 'users_sessions'
const CREDENTIAL_COLUMNS: Row = {
  hash: null,
  salt: null,
  reset_password_token: null,
  reset_password_expiration: null,
  lock_until: null,
  login_attempts: 0,
}

// The adapters' drizzle instances and tables, typed loosely: the two dialects share no type.
/* eslint-disable @typescript-eslint/no-explicit-any */
type Drizzle = any
type Table = any

export type AgencyTables = {
  readonly engine: Engine
  /** Every content table, each after the tables its foreign keys name. */
  readonly names: readonly string[]
  readonly table: (name: string) => Table
  readonly drizzle: Drizzle
}

export function agencyTables(payload: Payload): AgencyTables {
  const engine: Engine = payload.db.name === 'postgres' ? 'postgres' : 'sqlite'
  const db = payload.db as unknown as { tables: Record<string, Table>; drizzle: Drizzle }
  const tableConfig: (table: Table) => any =
    engine === 'postgres' ? pgTableConfig : sqliteTableConfig
  const dependsOn = new Map<string, string[]>()
  for (const [name, table] of Object.entries(db.tables)) {
    if (NOT_CONTENT.has(name)) continue
    const config = tableConfig(table)
    dependsOn.set(
      config.name,
      config.foreignKeys
        .map((key: any) => tableConfig(key.reference().foreignTable).name as string)
        .filter((other: string) => other !== config.name),
    )
  }
  return {
    engine,
    names: dependencyOrder(dependsOn),
    table: (name) => db.tables[name],
    drizzle: db.drizzle,
  }
}

/** Tables ordered so that each comes after those it refers to; a cycle is an error. */
export function dependencyOrder(dependsOn: ReadonlyMap<string, readonly string[]>): string[] {
  const order: string[] = []
  const state = new Map<string, 'visiting' | 'done'>()
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'done') return
    if (state.get(name) === 'visiting')
      throw new Error(`The tables refer to each other in a cycle: ${[...path, name].join(' → ')}`)
    state.set(name, 'visiting')
    for (const other of dependsOn.get(name) ?? [])
      if (dependsOn.has(other)) visit(other, [...path, name])
    state.set(name, 'done')
    order.push(name)
  }
  for (const name of [...dependsOn.keys()].sort()) visit(name, [])
  return order
}

const PAGE_ROWS = 500

/**
 * A table's rows in pages of its primary key (every Payload table has an `id`), each row as
 * engine-neutral JSON values: timestamps as ISO strings whichever engine kept them.
 */
export async function* readRows(
  tables: AgencyTables,
  name: string,
  { withCredentials }: { withCredentials: boolean },
): AsyncGenerator<Row> {
  const table = tables.table(name)
  const [gt, asc] = tables.engine === 'postgres' ? [pgGt, pgAsc] : [sqliteGt, sqliteAsc]
  const timestamps = Object.entries(columnsOf(table))
    .filter(([, columnType]) => columnType === 'PgTimestampString')
    .map(([key]) => key)
  let last: unknown = undefined
  for (;;) {
    const query = tables.drizzle.select().from(table)
    const page: Row[] = await (last === undefined ? query : query.where(gt(table.id, last)))
      .orderBy(asc(table.id))
      .limit(PAGE_ROWS)
    for (const row of page) {
      for (const key of timestamps)
        if (typeof row[key] === 'string') row[key] = new Date(row[key] as string).toISOString()
      if (name === 'users' && !withCredentials) Object.assign(row, credentialColumns(row))
      yield row
    }
    if (page.length < PAGE_ROWS) return
    last = page.at(-1)!.id
  }
}

/** A table's columns by the keys its rows use, with drizzle's name of their type. */
function columnsOf(table: Table): Record<string, string> {
  const columns: Record<string, string> = {}
  for (const [key, column] of Object.entries(table))
    if (typeof (column as any)?.columnType === 'string') columns[key] = (column as any).columnType
  return columns
}

/** The credential columns of a staff row, under whichever keys drizzle gives them. */
function credentialColumns(row: Row): Row {
  const cleared: Row = {}
  for (const [column, value] of Object.entries(CREDENTIAL_COLUMNS)) {
    const camel = column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
    for (const key of [column, camel]) if (key in row) cleared[key] = value
  }
  return cleared
}

/** Rows at once, as many as fit the engines' limit on parameters of one statement. */
export function batchSize(tables: AgencyTables, name: string): number {
  const columns = Object.keys(columnsOf(tables.table(name))).length
  return Math.max(1, Math.min(PAGE_ROWS, Math.floor(30_000 / Math.max(columns, 1))))
}

export async function insertRows(db: Drizzle, tables: AgencyTables, name: string, rows: Row[]) {
  if (rows.length > 0) await db.insert(tables.table(name)).values(rows)
}

/** The first table holding a row, or null when the database has no agency in it. */
export async function firstNonEmptyTable(tables: AgencyTables): Promise<string | null> {
  for (const name of tables.names) {
    const [row] = await tables.drizzle.select().from(tables.table(name)).limit(1)
    if (row) return name
  }
  return null
}

/** Every row of every content table, those referring to others first. */
export async function emptyTables(db: Drizzle, tables: AgencyTables) {
  for (const name of [...tables.names].reverse()) await db.delete(tables.table(name))
}

/**
 * PostgreSQL hands out ids from a sequence per table that rows written with their own ids do not
 * move: each is set past the largest id restored. SQLite's rowids follow the largest by themselves.
 */
export async function advanceIdSequences(db: Drizzle, tables: AgencyTables) {
  if (tables.engine !== 'postgres') return
  for (const name of tables.names) {
    // Arrays' and blocks' rows have text ids of their own, and no sequence.
    if (!/Serial|Integer/.test(columnsOf(tables.table(name)).id ?? '')) continue
    const config = pgTableConfig(tables.table(name))
    const qualified = `"${config.schema ?? 'public'}"."${config.name}"`
    await db.execute(
      pgSql.raw(
        `SELECT setval(seq, (SELECT COALESCE(MAX(id), 0) + 1 FROM ${qualified}), false) ` +
          `FROM pg_get_serial_sequence('${qualified}', 'id') AS seq WHERE seq IS NOT NULL`,
      ),
    )
  }
}
