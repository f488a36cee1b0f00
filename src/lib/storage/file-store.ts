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
 * icons, print card) and find and remove applicants' photos that no document names. Payload
 * itself writes, serves and deletes through its upload collections (local disk or the S3 adapter).
 */
export type FileStore = {
  /** null when there is no such file. */
  readonly stat: (area: StorageArea, name: string) => Promise<StoredFile | null>
  /** null when there is no such file. */
  readonly read: (area: StorageArea, name: string) => Promise<Buffer | null>
  /** The area's files whose names start with `namePrefix` (all of them without one). */
  readonly list: (area: StorageArea, namePrefix?: string) => Promise<StoredFile[]>
  /** Removes these files; a name already gone is not an error. */
  readonly remove: (area: StorageArea, names: readonly string[]) => Promise<void>
  /** Whether files can be read and written right now (the health endpoint's readiness). */
  readonly ready: () => Promise<boolean>
}
