import type { Readable } from 'node:stream'

import type { StorageArea } from './layout'

/** A stored file as our code sees it, wherever it lives. */
export type StoredFile = {
  readonly name: string
  readonly size: number
  readonly modifiedAt: Date
  /** Changes whenever the content may have changed (modification time, or the object's ETag). */
  readonly version: string
}

/**
 * What our own code does with upload files outside Payload: read public media (image proxy,
 * icons, print card), find and remove applicants' photos that no document names, and copy every
 * file out of and back into an agency archive (src/move). Payload itself writes, serves and
 * deletes through its upload collections (local disk or the S3 adapter).
 */
export type FileStore = {
  /** null when there is no such file. */
  readonly stat: (area: StorageArea, name: string) => Promise<StoredFile | null>
  /** null when there is no such file. */
  readonly read: (area: StorageArea, name: string) => Promise<Buffer | null>
  /** The file as a stream, for files too many or too large to hold; null when there is none. */
  readonly open: (area: StorageArea, name: string) => Promise<Readable | null>
  /** Stores exactly `size` bytes under the name, replacing any file there (archive restore). */
  readonly write: (area: StorageArea, name: string, body: Readable, size: number) => Promise<void>
  /** The area's files whose names start with `namePrefix` (all of them without one). */
  readonly list: (area: StorageArea, namePrefix?: string) => Promise<StoredFile[]>
  /** Removes these files; a name already gone is not an error. */
  readonly remove: (area: StorageArea, names: readonly string[]) => Promise<void>
  /** Whether files can be read and written right now (the health endpoint's readiness). */
  readonly ready: () => Promise<boolean>
}
