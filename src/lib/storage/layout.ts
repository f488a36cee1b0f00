/**
 * Where each upload collection's files live in the bucket. Public media (originals, generated
 * sizes, videos) and applicants' photos sit under separate prefixes: the bucket is private and
 * every read goes through Payload's file route, which checks the collection's read access.
 * The adapter, our own reads and the migration command all take their keys from here.
 */

export const STORAGE_AREAS = ['media', 'submission-photos'] as const

/** An upload collection whose files the storage module reads and removes. */
export type StorageArea = (typeof STORAGE_AREAS)[number]

export const STORAGE_PREFIXES: Readonly<Record<StorageArea, string>> = {
  media: 'media',
  'submission-photos': 'private/submission-photos',
}

/**
 * A file name as Payload stores it: one path segment, not hidden, no control characters. Nothing
 * else is looked up, so no name can reach a file outside its folder or prefix.
 */
export function isPlainFileName(name: string): boolean {
  return name !== '' && !name.startsWith('.') && !/[/\\\x00-\x1f\x7f]/.test(name)
}

/** The object key of a stored file: `media/portrait.jpg`, `private/submission-photos/….jpg`. */
export function objectKey(area: StorageArea, name: string): string {
  if (!isPlainFileName(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`)
  return `${STORAGE_PREFIXES[area]}/${name}`
}

/** The file name in an object key under the area's prefix; null for anything else. */
export function nameInKey(area: StorageArea, key: string): string | null {
  const prefix = `${STORAGE_PREFIXES[area]}/`
  if (!key.startsWith(prefix)) return null
  const name = key.slice(prefix.length)
  return isPlainFileName(name) ? name : null
}
