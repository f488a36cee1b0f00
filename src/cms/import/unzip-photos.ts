/**
 * The admin's photo ZIP (issue 35), unpacked into a folder laid out as `npm run import --photos`
 * reads it. Everything is checked from the ZIP's directory before a byte is written: paths that
 * leave the folder or start at a root, symbolic links, too many entries and too many bytes once
 * unpacked (a zip bomb) refuse the whole file. Files that are not pictures are reported and left
 * out. Entries are streamed to disk; yauzl stops any entry larger than its directory says.
 */
import { createWriteStream } from 'node:fs'
import { mkdir, readdir } from 'node:fs/promises'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import yauzl from 'yauzl'

import { IMAGE_TYPES } from '@/move/import-roster'

import type { ImportLimits } from './limits'

/** Why a ZIP is refused, for the admin's words (import-texts.ts). */
export type ZipRefusal =
  | { reason: 'unreadable' }
  | { reason: 'outside'; name: string }
  | { reason: 'symlink'; name: string }
  | { reason: 'entries'; count: number }
  | { reason: 'unpacked'; bytes: number }

export class ZipRefused extends Error {
  constructor(readonly refusal: ZipRefusal) {
    super(`ZIP refused: ${refusal.reason}`)
    this.name = 'ZipRefused'
  }
}

const S_IFMT = 0o170000
const S_IFLNK = 0o120000

/** Finder's and other systems' bookkeeping, left out without a word. */
const isBookkeeping = (name: string) =>
  name.startsWith('__MACOSX/') || name.split('/').some((part) => part.startsWith('.'))

/**
 * Unpacks `zipFile` into `root`; returns the folder holding the talents' folders (the ZIP's
 * one top folder when it wraps them all, as zipping a `photos` folder does) and the files left out.
 */
export async function unzipPhotos(
  zipFile: string,
  root: string,
  limits: ImportLimits,
): Promise<{ photosRoot: string; skipped: string[] }> {
  let zip: yauzl.ZipFile
  try {
    zip = await yauzl.openPromise(zipFile, { lazyEntries: true, autoClose: false })
  } catch {
    throw new ZipRefused({ reason: 'unreadable' })
  }
  try {
    if (zip.entryCount > limits.zipEntries)
      throw new ZipRefused({ reason: 'entries', count: zip.entryCount })
    const entries: yauzl.Entry[] = []
    let unpacked = 0
    try {
      for await (const entry of zip.eachEntry()) entries.push(entry)
    } catch (error) {
      const message = (error as Error).message
      const name = message.replace(/^[^:]*: /, '')
      if (/^(absolute path|invalid relative path|invalid characters)/.test(message))
        throw new ZipRefused({ reason: 'outside', name })
      throw new ZipRefused({ reason: 'unreadable' })
    }
    for (const entry of entries) {
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw new ZipRefused({ reason: 'symlink', name: entry.fileName })
      const target = path.resolve(root, entry.fileName)
      if (target !== root && !target.startsWith(root + path.sep))
        throw new ZipRefused({ reason: 'outside', name: entry.fileName })
      unpacked += entry.uncompressedSize
    }
    if (unpacked > limits.zipUnpackedBytes)
      throw new ZipRefused({ reason: 'unpacked', bytes: unpacked })

    const skipped: string[] = []
    for (const entry of entries) {
      const name = entry.fileName
      if (name.endsWith('/') || isBookkeeping(name)) continue
      if (!(path.extname(name).toLowerCase() in IMAGE_TYPES)) {
        skipped.push(name)
        continue
      }
      const target = path.resolve(root, name)
      await mkdir(path.dirname(target), { recursive: true })
      try {
        await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target))
      } catch {
        throw new ZipRefused({ reason: 'unreadable' })
      }
    }
    return { photosRoot: await talentsFolder(root), skipped }
  } finally {
    zip.close()
  }
}

/** `root`, or its one folder when that holds talents' folders rather than pictures. */
async function talentsFolder(root: string): Promise<string> {
  const entries = await readdir(root, { withFileTypes: true }).catch(() => [])
  if (entries.length !== 1 || !entries[0]!.isDirectory()) return root
  const inner = path.join(root, entries[0]!.name)
  const children = await readdir(inner, { withFileTypes: true })
  const holdsTalents = children.every((child) => child.isDirectory() && child.name !== 'polaroids')
  return children.length > 0 && holdsTalents ? inner : root
}
