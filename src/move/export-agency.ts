import { createReadStream, createWriteStream } from 'node:fs'
import { mkdtemp, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'

import { createTarPacker, type TarPackController } from 'modern-tar'
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { committedMigrations } from '@/lib/migrate'
import { STORAGE_AREAS, type StorageArea } from '@/lib/storage/layout'
import { usesBucket } from '@/lib/storage/s3-client'
import { fileStore } from '@/lib/storage/storage'

import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  digest,
  fileEntry,
  MANIFEST_ENTRY,
  migrationName,
  readArchive,
  tableEntry,
  type ArchiveEntry,
  type Manifest,
} from './archive'
import { agencyTables, CREDENTIAL_TABLE, readRows } from './tables'

export type ExportOptions = {
  withCredentials?: boolean
  /** Called after each table and each file, for a progress line. */
  onProgress?: (entry: string) => void
}

/** A tar being written to a file; entries are streamed into it one at a time. */
function tarTo(file: string) {
  const { readable, controller } = createTarPacker()
  const tar = Readable.fromWeb(readable as import('node:stream/web').ReadableStream)
  const written = file.endsWith('.gz')
    ? pipeline(tar, createGzip(), createWriteStream(file))
    : pipeline(tar, createWriteStream(file))
  // Seen when finished; a failure earlier also stops the writes awaiting it.
  written.catch(() => undefined)
  return { controller, finished: () => (controller.finalize(), written) }
}

/** Streams `size` bytes into a new entry, returning its checksum. */
async function addEntry(
  controller: TarPackController,
  name: string,
  size: number,
  body: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): Promise<ArchiveEntry> {
  const writer = controller.add({ name, size, mtime: new Date(0) }).getWriter()
  const sum = digest()
  for await (const chunk of body) {
    sum.update(chunk)
    await writer.write(chunk)
  }
  await writer.close()
  const { size: read, sha256 } = sum.done()
  if (read !== size)
    throw new Error(`${name} changed while it was exported (${read} of ${size} bytes)`)
  return { name, size, sha256 }
}

/**
 * Writes the whole agency to `file` (a .tar.gz): every table's rows, then every stored file,
 * behind a manifest of counts and checksums. The manifest must come first yet holds the
 * checksums of what follows, so entries are first streamed into an uncompressed tar beside the
 * output, each read once from the database or storage, then copied behind the manifest. Memory
 * holds one page of rows or one chunk of a file at a time, whatever the agency's size.
 */
export async function exportAgency(
  payload: Payload,
  file: string,
  { withCredentials = false, onProgress }: ExportOptions = {},
): Promise<Manifest> {
  const work = await mkdtemp(path.join(path.dirname(path.resolve(file)), '.roster-export-'))
  try {
    const body = tarTo(path.join(work, 'body.tar'))
    const entries: ArchiveEntry[] = []
    const counts: Manifest['counts'] = {
      collections: {},
      globals: {},
      tables: {},
      files: { media: 0, 'submission-photos': 0 },
    }
    const tables = agencyTables(payload)
    for (const name of tables.names) {
      if (name === CREDENTIAL_TABLE && !withCredentials) continue
      // A table's size is known only once written: it is spooled to disk first.
      const spool = path.join(work, 'table.ndjson')
      let rows = 0
      await pipeline(async function* () {
        for await (const row of readRows(tables, name, { withCredentials })) {
          rows++
          yield `${JSON.stringify(row)}\n`
        }
      }, createWriteStream(spool))
      const { size } = await stat(spool)
      entries.push(await addEntry(body.controller, tableEntry(name), size, createReadStream(spool)))
      counts.tables[name] = rows
      onProgress?.(tableEntry(name))
    }
    // A collection's or global's own table has its slug's name (`package_recipients`).
    const rowsOf = (slug: string) => counts.tables[slug.replaceAll('-', '_')]
    for (const { slug } of payload.config.collections)
      if (rowsOf(slug) !== undefined) counts.collections[slug] = rowsOf(slug)!
    for (const { slug } of payload.config.globals)
      if (rowsOf(slug) !== undefined) counts.globals[slug] = rowsOf(slug)!

    const store = fileStore()
    for (const area of STORAGE_AREAS) {
      const files = (await store.list(area)).sort((a, b) => a.name.localeCompare(b.name))
      for (const stored of files) {
        const stream = await store.open(area, stored.name)
        if (!stream) continue // removed since it was listed
        const name = fileEntry(area, stored.name)
        entries.push(await addEntry(body.controller, name, stored.size, stream))
        counts.files[area as StorageArea]++
        onProgress?.(name)
      }
    }
    await body.finished()

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      source: { engine: tables.engine, storage: usesBucket(env.s3) ? 's3' : 'local' },
      migrations: committedMigrations(payload).map((migration) => migrationName(migration.name)),
      withCredentials,
      counts,
      entries,
    }
    const partial = path.join(work, 'archive.tar.gz')
    const archive = tarTo(partial)
    const json = Buffer.from(JSON.stringify(manifest, null, 2))
    await addEntry(archive.controller, MANIFEST_ENTRY, json.byteLength, [json])
    for await (const entry of readArchive(path.join(work, 'body.tar'), { gzip: false }))
      await addEntry(archive.controller, entry.name, entry.size, entry.body)
    await archive.finished()
    await rename(partial, file)
    return manifest
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}
