import { createInterface } from 'node:readline'
import { PassThrough } from 'node:stream'

import type { Payload } from 'payload'

import { committedMigrations } from '@/lib/migrate'
import { isPlainFileName, STORAGE_AREAS, type StorageArea } from '@/lib/storage/layout'
import { fileStore } from '@/lib/storage/storage'

import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ArchiveRefused,
  digest,
  MANIFEST_ENTRY,
  migrationName,
  readArchive,
  type ArchiveEntry,
  type Manifest,
} from './archive'
import {
  advanceIdSequences,
  agencyTables,
  batchSize,
  emptyTables,
  firstNonEmptyTable,
  insertRows,
  type AgencyTables,
  type Row,
} from './tables'

export type RestoreOptions = {
  /** Empty a database that already holds an agency first, instead of refusing it. */
  replace?: boolean
  onProgress?: (entry: string) => void
}

/**
 * Reads the whole archive once and checks it against its manifest: the manifest first, of a
 * format this Roster reads, and every other entry present, expected, and of the size and SHA-256
 * it names. Nothing is written. Refuses naming the first entry at fault.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  let manifest: Manifest | null = null
  const expected = new Map<string, ArchiveEntry>()
  const seen = new Set<string>()
  for await (const entry of readArchive(file)) {
    if (!manifest) {
      if (entry.name !== MANIFEST_ENTRY)
        throw new ArchiveRefused(
          `${file} is not an agency archive: it does not start with ${MANIFEST_ENTRY}`,
        )
      manifest = parseManifest(await text(entry.body))
      for (const known of manifest.entries) expected.set(known.name, known)
      continue
    }
    const known = expected.get(entry.name)
    if (!known || seen.has(entry.name))
      throw new ArchiveRefused(`${entry.name} is in the archive but not in its manifest`)
    seen.add(entry.name)
    const sum = digest()
    for await (const chunk of entry.body) sum.update(chunk as Buffer)
    const { size, sha256 } = sum.done()
    if (size !== known.size || sha256 !== known.sha256)
      throw new ArchiveRefused(
        `${entry.name} does not match its checksum in the manifest: the archive is damaged`,
      )
  }
  if (!manifest) throw new ArchiveRefused(`${file} is empty`)
  const missing = manifest.entries.find((entry) => !seen.has(entry.name))
  if (missing) throw new ArchiveRefused(`${missing.name} is in the manifest but not in the archive`)
  return manifest
}

function parseManifest(json: string): Manifest {
  let manifest: Manifest
  try {
    manifest = JSON.parse(json) as Manifest
  } catch {
    throw new ArchiveRefused(`${MANIFEST_ENTRY} is not JSON: the archive is damaged`)
  }
  if (manifest.format !== ARCHIVE_FORMAT || !Array.isArray(manifest.entries))
    throw new ArchiveRefused(`${MANIFEST_ENTRY} does not describe an agency archive`)
  if (manifest.version !== ARCHIVE_VERSION)
    throw new ArchiveRefused(
      `The archive's format is version ${manifest.version}; this Roster reads version ${ARCHIVE_VERSION}`,
    )
  return manifest
}

async function text(body: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * Restores an archive into this Roster's database and storage, whichever engine and storage
 * they are. The archive is verified in full first; then the rows are written in one transaction
 * (a failure leaves the database as it was), then the files. A database holding anything is
 * refused unless `replace`, which empties it in the same transaction.
 */
export async function restoreAgency(
  payload: Payload,
  file: string,
  { replace = false, onProgress }: RestoreOptions = {},
): Promise<Manifest> {
  const manifest = await verifyArchive(file)
  const ours = committedMigrations(payload).map((migration) => migrationName(migration.name))
  if (ours.join('\n') !== manifest.migrations.join('\n'))
    throw new ArchiveRefused(
      `The archive was made by a Roster whose last migration is ${manifest.migrations.at(-1)}; ` +
        `this one's is ${ours.at(-1)}. Restore with the same version of Roster.`,
    )
  const tables = agencyTables(payload)
  const unknown = Object.keys(manifest.counts.tables).find((name) => !tables.names.includes(name))
  if (unknown) throw new ArchiveRefused(`The archive holds a table this Roster has not: ${unknown}`)
  const occupied = await firstNonEmptyTable(tables)
  if (occupied && !replace)
    throw new ArchiveRefused(
      `The database is not empty (${occupied} has rows). Restore into an empty database, ` +
        `or add --replace to delete what it holds.`,
    )

  const expected = new Map(manifest.entries.map((entry) => [entry.name, entry]))
  const store = fileStore()
  const transaction = await payload.db.beginTransaction()
  const session = transaction
    ? (payload.db as unknown as { sessions: Record<string, { db: unknown }> }).sessions[
        String(transaction)
      ]!.db
    : tables.drizzle
  let committed = false
  try {
    if (occupied) await emptyTables(session, tables)
    for await (const entry of readArchive(file)) {
      if (entry.name === MANIFEST_ENTRY) continue
      const known = expected.get(entry.name)
      // Read again, so checked again: the file may have changed since it was verified.
      const sum = digest()
      const body = entry.body.pipe(new PassThrough())
      entry.body.on('data', (chunk: Buffer) => sum.update(chunk))
      const table = /^data\/(.+)\.ndjson$/.exec(entry.name)?.[1]
      const stored = /^files\/([^/]+)\/(.+)$/.exec(entry.name)
      if (table) await insertTable(session, tables, table, body)
      else if (stored) {
        if (!committed) {
          await advanceIdSequences(session, tables)
          if (transaction) await payload.db.commitTransaction(transaction)
          committed = true
        }
        const [, area, name] = stored
        if (!STORAGE_AREAS.includes(area as StorageArea) || !isPlainFileName(name!))
          throw new ArchiveRefused(`${entry.name} is not a file Roster stores`)
        await store.write(area as StorageArea, name!, body, entry.size)
      }
      const { size, sha256 } = sum.done()
      if (size !== known?.size || sha256 !== known.sha256)
        throw new ArchiveRefused(`${entry.name} changed since the archive was verified`)
      onProgress?.(entry.name)
    }
    if (!committed) {
      await advanceIdSequences(session, tables)
      if (transaction) await payload.db.commitTransaction(transaction)
      committed = true
    }
  } catch (error) {
    if (!committed && transaction) await payload.db.rollbackTransaction(transaction)
    throw error
  }
  return manifest
}

/** One table's rows, a line each, written in batches the engine takes in one statement. */
async function insertTable(
  session: unknown,
  tables: AgencyTables,
  table: string,
  body: NodeJS.ReadableStream,
) {
  if (!tables.names.includes(table)) throw new ArchiveRefused(`Unknown table ${table}`)
  const size = batchSize(tables, table)
  let batch: Row[] = []
  for await (const line of createInterface({ input: body, crlfDelay: Infinity })) {
    if (line === '') continue
    batch.push(JSON.parse(line) as Row)
    if (batch.length >= size) {
      await insertRows(session, tables, table, batch)
      batch = []
    }
  }
  await insertRows(session, tables, table, batch)
}
