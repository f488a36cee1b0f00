import { createHash } from 'node:crypto'
import { noteUsed, noteWritten } from './cache-evict'
import { readVariant, writeVariant, type StoredVariant, type VariantHeader } from './cache-file'
import { MEMORY_CACHE_MB } from './constants'
import type { AcceptClass } from './format'

/**
 * The variant cache: small hot variants in memory (bounded by MEMORY_CACHE_MB), all of them on
 * disk, and one producer per key at a time (single-flight), so identical concurrent misses
 * fetch and transform once.
 */

export type VariantKeyParts = {
  /** Identifies the source's content: file name, size and mtime, or URL and version. */
  source: string
  width: number | null
  quality: number
  accept: AcceptClass
}

export function variantKey(parts: VariantKeyParts): string {
  const { source, width, quality, accept } = parts
  return createHash('sha256')
    .update(JSON.stringify([source, width ?? 0, quality, accept]))
    .digest('hex')
}

export function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`
}

const memoryBudget = MEMORY_CACHE_MB * 1024 * 1024
let memoryBytes = 0
/** Map order is recency order: a hit moves its entry to the end, eviction takes from the front. */
const memory = new Map<string, StoredVariant>()

function remember(key: string, variant: StoredVariant): void {
  if (!variant.body || variant.size > memoryBudget) return
  forget(key)
  memory.set(key, variant)
  memoryBytes += variant.size
  for (const [oldKey] of memory) {
    if (memoryBytes <= memoryBudget) break
    forget(oldKey)
  }
}

function forget(key: string): void {
  const old = memory.get(key)
  if (!old) return
  memory.delete(key)
  memoryBytes -= old.size
}

const isFresh = (variant: StoredVariant): boolean =>
  variant.expiresAt === null || variant.expiresAt > Date.now()

/** A cached variant that is still fresh, from memory or disk; null on a miss. */
export async function findVariant(key: string): Promise<StoredVariant | null> {
  const cached = memory.get(key)
  const variant = cached ?? (await readVariant(key))
  if (!variant || !isFresh(variant)) {
    forget(key)
    return null
  }
  if (cached) memory.delete(key)
  if (noteUsed(variant.file, variant.touchedAt)) variant.touchedAt = Date.now()
  if (cached) memory.set(key, cached)
  else remember(key, variant)
  return variant
}

/** Drops a variant from memory, for example when its file vanished under a reader. */
export function dropVariant(key: string): void {
  forget(key)
}

export async function storeVariant(
  key: string,
  header: VariantHeader,
  data: Buffer,
): Promise<StoredVariant> {
  const variant = await writeVariant(key, header, data)
  noteWritten(variant.size)
  remember(key, variant)
  return variant
}

const inFlight = new Map<string, Promise<StoredVariant>>()

/** Runs `produce` once per key at a time; concurrent callers with the same key share its result. */
export function singleFlight(
  key: string,
  produce: () => Promise<StoredVariant>,
): Promise<StoredVariant> {
  const running = inFlight.get(key)
  if (running) return running
  const promise = produce().finally(() => inFlight.delete(key))
  inFlight.set(key, promise)
  return promise
}
