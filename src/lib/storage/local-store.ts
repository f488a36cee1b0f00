import { constants, createReadStream, createWriteStream } from 'node:fs'
import { access, lstat, mkdir, readdir, readFile, rename, unlink } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import type { FileStore, StoredFile } from './file-store'
import { isPlainFileName, STORAGE_AREAS, type StorageArea } from './layout'

/** Each upload collection's folder on this machine (its `staticDir`). */
export type LocalFolders = Readonly<Record<StorageArea, string>>

export function localFileStore(folders: LocalFolders): FileStore {
  const fileOf = (area: StorageArea, name: string) =>
    isPlainFileName(name) ? path.join(folders[area], name) : null

  const stat = async (area: StorageArea, name: string): Promise<StoredFile | null> => {
    const file = fileOf(area, name)
    // lstat, not stat: a symbolic link is refused rather than followed out of the folder.
    const info = file ? await lstat(file).catch(() => null) : null
    if (!info?.isFile()) return null
    return { name, size: info.size, modifiedAt: info.mtime, version: String(info.mtimeMs) }
  }

  return {
    stat,
    read: async (area, name) => {
      if (!(await stat(area, name))) return null
      return readFile(fileOf(area, name)!).catch(() => null)
    },
    open: async (area, name) =>
      (await stat(area, name)) ? createReadStream(fileOf(area, name)!) : null,
    write: async (area, name, body, size) => {
      const file = fileOf(area, name)
      if (!file) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`)
      await mkdir(folders[area], { recursive: true })
      // Written beside and renamed: a reader never sees half a file, nor a failed write one.
      const partial = path.join(folders[area], `.${name}.partial`)
      await pipeline(body, createWriteStream(partial))
      const written = (await lstat(partial)).size
      if (written !== size) {
        await unlink(partial)
        throw new Error(`${name}: ${written} bytes written, ${size} expected`)
      }
      await rename(partial, file)
    },
    list: async (area, namePrefix = '') => {
      const names = await readdir(folders[area]).catch(() => [] as string[])
      const files = await Promise.all(
        names.filter((name) => name.startsWith(namePrefix)).map((name) => stat(area, name)),
      )
      return files.filter((file) => file !== null)
    },
    remove: async (area, names) => {
      await Promise.all(
        names.map((name) => {
          const file = fileOf(area, name)
          return file ? unlink(file).catch(() => undefined) : undefined
        }),
      )
    },
    ready: async () => {
      try {
        for (const area of STORAGE_AREAS) {
          // Payload makes a folder only at its first upload: a fresh site has none yet.
          await mkdir(folders[area], { recursive: true })
          await access(folders[area], constants.R_OK | constants.W_OK)
        }
        return true
      } catch {
        return false
      }
    },
  }
}
