import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'

import { createTarDecoder, type ParsedTarEntry } from 'modern-tar'

import type { StorageArea } from '@/lib/storage/layout'

import type { Engine } from './tables'

/**
 * The agency archive (`npm run export`, `npm run restore`): a gzip'd tar whose first entry is
 * `manifest.json`, then one `data/{table}.ndjson` per database table (a JSON row per line,
 * tables after those they refer to), then `files/{area}/{name}` per stored file.
 */

export const ARCHIVE_FORMAT = 'roster-agency-archive'
/** Raised when what an archive holds changes meaning; a restore refuses any other. */
export const ARCHIVE_VERSION = 1
export const MANIFEST_ENTRY = 'manifest.json'

export type ArchiveEntry = { readonly name: string; readonly size: number; readonly sha256: string }

export type Manifest = {
  format: typeof ARCHIVE_FORMAT
  version: number
  createdAt: string
  source: { engine: Engine; storage: 'local' | 's3' }
  /**
   * The schema the rows fit: the committed migrations of the Roster that wrote them, by name
   * without their time (each engine has its own, made minutes apart: `…_packages`).
   */
  migrations: string[]
  /** Whether staff password hashes, salts, reset tokens and sessions are inside. */
  withCredentials: boolean
  counts: {
    collections: Record<string, number>
    globals: Record<string, number>
    tables: Record<string, number>
    files: Record<StorageArea, number>
  }
  /** Every other entry, in archive order, with its SHA-256. */
  entries: ArchiveEntry[]
}

/** `20261128_065325_packages` → `packages`: the same change on either engine. */
export const migrationName = (name: string) => name.replace(/^\d{8}_\d{6}_/, '')

export const tableEntry = (table: string) => `data/${table}.ndjson`
export const fileEntry = (area: StorageArea, name: string) => `files/${area}/${name}`

/** A damaged or foreign archive: the message names the entry at fault. */
export class ArchiveRefused extends Error {
  override name = 'ArchiveRefused'
}

/** Hashes and counts what passes through it. */
export function digest() {
  const hash = createHash('sha256')
  let size = 0
  return {
    update(chunk: Uint8Array) {
      hash.update(chunk)
      size += chunk.byteLength
    },
    done: () => ({ size, sha256: hash.digest('hex') }),
  }
}

/**
 * A Node stream as a web stream for the tar decoder. Not `Readable.toWeb`: on Node 20 it throws
 * from the gunzip stream when the decoder stops reading at the end-of-archive blocks.
 */
function webStream(node: Readable): ReadableStream<Uint8Array> {
  const chunks = node[Symbol.asyncIterator]()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await chunks.next()
      if (done) controller.close()
      else controller.enqueue(value as Buffer)
    },
    async cancel() {
      await chunks.return?.()
    },
  })
}

export type ReadEntry = { readonly name: string; readonly size: number; readonly body: Readable }

/**
 * An entry's body as a Node stream, read from the decoder's web stream by hand: on Node 20,
 * `Readable.fromWeb` of an empty entry's (already closed) body did not always end, and a restore
 * waited for it forever. `stop` abandons what the reader left unread.
 */
function entryBody(web: ReadableStream<Uint8Array>) {
  const reader = web.getReader()
  let ended = false
  const body = Readable.from(
    (async function* () {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        yield Buffer.from(value.buffer, value.byteOffset, value.byteLength)
      }
      ended = true
    })(),
    { objectMode: false },
  )
  const stop = async () => {
    if (ended) return
    body.destroy()
    // The decoder skips the rest of the entry and goes on to the next.
    await reader.cancel().catch(() => undefined)
  }
  return { body, stop }
}

/**
 * The archive's entries one after the other, each body to be read before the next arrives (what
 * is left unread is skipped); nothing is held but the chunk in hand. A broken gzip or tar stream
 * is refused naming the entry it broke in.
 */
export async function* readArchive(
  file: string,
  { gzip = true }: { gzip?: boolean } = {},
): AsyncGenerator<ReadEntry> {
  const source = createReadStream(file)
  const bytes = gzip ? source.pipe(createGunzip()) : source
  source.on('error', (error) => bytes.destroy(error))
  let current = '(the start of the archive)'
  try {
    const entries = webStream(bytes).pipeThrough(createTarDecoder({ strict: true }))
    for await (const entry of entries as unknown as AsyncIterable<ParsedTarEntry>) {
      current = entry.header.name
      const { body, stop } = entryBody(entry.body)
      yield { name: entry.header.name, size: entry.header.size, body }
      await stop()
    }
  } catch (error) {
    if (error instanceof ArchiveRefused) throw error
    throw new ArchiveRefused(
      `The archive ${file} is damaged at ${current}: ${(error as Error).message}`,
    )
  }
}
