import { readdir, rm, stat, utimes } from 'node:fs/promises'
import path from 'node:path'
import { env } from '@/lib/env'
import { TMP_DIR } from './cache-file'
import { DISK_CACHE_MAX_MB } from './constants'

/**
 * Keeps the disk cache under DISK_CACHE_MAX_MB. A file's modification time is its last use
 * (refreshed at most daily on hits), and a sweep removes the least recently used until the cache
 * is back at 80 %. Remote images from allowlisted CDNs are many, so the cache must be bounded.
 */

const MAX_BYTES = DISK_CACHE_MAX_MB * 1024 * 1024
const TOUCH_EVERY_MS = 24 * 60 * 60 * 1000
const STALE_TMP_MS = 60 * 60 * 1000

let knownBytes: number | null = null
let sweeping: Promise<void> | null = null

type CacheFile = { file: string; size: number; mtimeMs: number }

/** One directory at a time, so a scan of a large cache does not flood the I/O thread pool. */
async function listFiles(dir: string): Promise<CacheFile[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => [])
  const files = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map(async (entry): Promise<CacheFile | null> => {
        const file = path.join(dir, entry.name)
        const info = await stat(file).catch(() => null)
        return info ? { file, size: info.size, mtimeMs: info.mtimeMs } : null
      }),
  )
  const found = files.filter((entry): entry is CacheFile => entry !== null)
  for (const entry of entries) {
    if (entry.isDirectory()) found.push(...(await listFiles(path.join(dir, entry.name))))
  }
  return found
}

async function sweep(): Promise<void> {
  const files = await listFiles(env.imageCacheDir)
  const now = Date.now()
  let total = 0
  const variants: CacheFile[] = []
  for (const entry of files) {
    if (entry.file.startsWith(TMP_DIR + path.sep)) {
      if (now - entry.mtimeMs > STALE_TMP_MS) await rm(entry.file, { force: true })
      continue
    }
    total += entry.size
    variants.push(entry)
  }
  if (total > MAX_BYTES) {
    variants.sort((a, b) => a.mtimeMs - b.mtimeMs)
    for (const entry of variants) {
      if (total <= MAX_BYTES * 0.8) break
      await rm(entry.file, { force: true })
      total -= entry.size
    }
  }
  knownBytes = total
}

/** Runs a sweep unless one is running; the first write of a process measures the cache. */
export function sweepIfNeeded(): Promise<void> {
  if (sweeping || (knownBytes !== null && knownBytes <= MAX_BYTES))
    return sweeping ?? Promise.resolve()
  sweeping = sweep()
    .catch((error: unknown) => console.error('image proxy: cache sweep failed', error))
    .finally(() => {
      sweeping = null
    })
  return sweeping
}

export function noteWritten(bytes: number): void {
  if (knownBytes !== null) knownBytes += bytes
  void sweepIfNeeded()
}

/** Marks a variant as recently used, at most once a day, so the sweep keeps it. */
export function noteUsed(file: string, lastTouchedMs: number): boolean {
  if (Date.now() - lastTouchedMs < TOUCH_EVERY_MS) return false
  const now = new Date()
  utimes(file, now, now).catch(() => undefined)
  return true
}
