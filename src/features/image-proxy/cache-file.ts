import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'
import { MEMORY_CACHE_ITEM_BYTES } from './constants'
import type { OutputFormat } from './format'

/**
 * One transformed variant on disk is one file: "RIP1", a 4-byte header length, a JSON header, then
 * the image bytes. One file means one atomic rename, so a reader never sees half an entry.
 */

export type VariantHeader = {
  format: OutputFormat
  etag: string
  /** Epoch ms after which the variant is fetched again; null: valid while its key is. */
  expiresAt: number | null
}

export type StoredVariant = VariantHeader & {
  file: string
  dataOffset: number
  size: number
  /** Last use known to the disk cache (file mtime), for least-recently-used eviction. */
  touchedAt: number
  /** The image bytes when small enough to keep in memory; otherwise streamed from `file`. */
  body: Buffer | null
}

const MAGIC = Buffer.from('RIP1')
const HEAD_BYTES = 4096
export const TMP_DIR = path.join(env.imageCacheDir, 'tmp')

export function variantFile(key: string): string {
  return path.join(env.imageCacheDir, key.slice(0, 2), `${key}.bin`)
}

function encodeHeader(header: VariantHeader): Buffer {
  const json = Buffer.from(JSON.stringify(header))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(json.length)
  return Buffer.concat([MAGIC, length, json])
}

function decodeHeader(head: Buffer): { header: VariantHeader; dataOffset: number } | null {
  if (head.length < 8 || !head.subarray(0, 4).equals(MAGIC)) return null
  const length = head.readUInt32BE(4)
  if (8 + length > head.length) return null
  try {
    return { header: JSON.parse(head.subarray(8, 8 + length).toString()), dataOffset: 8 + length }
  } catch {
    return null
  }
}

/** Writes to a temporary file, then renames it into place: atomic on one file system. */
export async function writeVariant(
  key: string,
  header: VariantHeader,
  data: Buffer,
): Promise<StoredVariant> {
  const file = variantFile(key)
  const tmp = path.join(TMP_DIR, `${key}.${randomBytes(6).toString('hex')}`)
  const head = encodeHeader(header)
  await mkdir(TMP_DIR, { recursive: true })
  await mkdir(path.dirname(file), { recursive: true })
  try {
    await writeFile(tmp, Buffer.concat([head, data]))
    await rename(tmp, file)
  } catch (error) {
    await rm(tmp, { force: true })
    throw error
  }
  const body = data.length <= MEMORY_CACHE_ITEM_BYTES ? data : null
  return {
    ...header,
    file,
    dataOffset: head.length,
    size: data.length,
    touchedAt: Date.now(),
    body,
  }
}

/** Reads a variant's header, and its bytes when small; null when absent or unreadable. */
export async function readVariant(key: string): Promise<StoredVariant | null> {
  const file = variantFile(key)
  let handle
  try {
    handle = await open(file, 'r')
  } catch {
    return null
  }
  try {
    const { size: fileSize, mtimeMs } = await handle.stat()
    // Small files are read whole in one call; large ones only their header, the rest is streamed.
    const length = fileSize <= MEMORY_CACHE_ITEM_BYTES + HEAD_BYTES ? fileSize : HEAD_BYTES
    const buffer = Buffer.alloc(length)
    const { bytesRead } = await handle.read(buffer, 0, length, 0)
    const decoded = decodeHeader(buffer.subarray(0, bytesRead))
    if (!decoded) return null
    const size = fileSize - decoded.dataOffset
    const complete = bytesRead === fileSize && size <= MEMORY_CACHE_ITEM_BYTES
    const body = complete ? buffer.subarray(decoded.dataOffset, fileSize) : null
    const { header, dataOffset } = decoded
    return { ...header, file, dataOffset, size, touchedAt: mtimeMs, body }
  } finally {
    await handle.close()
  }
}
