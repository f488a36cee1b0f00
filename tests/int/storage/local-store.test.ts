/**
 * The storage module on local disk (the default): what the image proxy, icons, print card,
 * submission cleanup and retention sweep read and remove, and the readiness probe.
 */
import { mkdir, mkdtemp, readdir, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { beforeEach, describe, expect, it } from 'vitest'

import { localFileStore, type LocalFolders } from '@/lib/storage/local-store'

import { createThrowawayS3 } from '../../helpers/throwaway-s3'

let root: string
let folders: LocalFolders

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'roster-local-store-'))
  folders = { media: path.join(root, 'media'), 'submission-photos': path.join(root, 'private') }
})

describe('local file store', () => {
  it('reads, lists by name prefix and removes the files of one folder', async () => {
    await mkdir(folders['submission-photos'], { recursive: true })
    for (const name of ['abc.jpg', 'abc-400x533.jpg', 'xyz.jpg'])
      await writeFile(path.join(folders['submission-photos'], name), name)
    const store = localFileStore(folders)
    expect((await store.read('submission-photos', 'abc.jpg'))?.toString()).toBe('abc.jpg')
    expect(await store.stat('submission-photos', 'xyz.jpg')).toMatchObject({ size: 7 })
    expect(await store.read('media', 'abc.jpg')).toBeNull()
    const abc = await store.list('submission-photos', 'abc')
    expect(abc.map((file) => file.name).sort()).toEqual(['abc-400x533.jpg', 'abc.jpg'])
    await store.remove('submission-photos', [...abc.map((file) => file.name), 'gone.jpg'])
    expect(await readdir(folders['submission-photos'])).toEqual(['xyz.jpg'])
  })

  it('never leaves its folder: no other folder’s files, no links, no paths', async () => {
    await mkdir(folders.media, { recursive: true })
    await writeFile(path.join(root, 'secret.png'), 'secret')
    await symlink(path.join(root, 'secret.png'), path.join(folders.media, 'link.png'))
    const store = localFileStore(folders)
    expect(await store.read('media', 'link.png')).toBeNull()
    expect(await store.read('media', '../secret.png')).toBeNull()
    expect(await store.stat('media', '..')).toBeNull()
    expect(await store.list('media')).toEqual([])
  })

  it('is ready when both folders can be made and written, not when one is a file', async () => {
    expect(await localFileStore(folders).ready()).toBe(true)
    await writeFile(path.join(root, 'blocked'), 'a file where a folder should be')
    expect(await localFileStore({ ...folders, media: path.join(root, 'blocked') }).ready()).toBe(
      false,
    )
  })
})

describe('the S3 test server', () => {
  it('fails with a clear message, not a skip, when moto_server is missing', async () => {
    const saved = process.env.MOTO_SERVER_BIN
    process.env.MOTO_SERVER_BIN = path.join(root, 'no-moto-server-here')
    try {
      await expect(createThrowawayS3()).rejects.toThrow(/need a real S3 protocol server/)
    } finally {
      if (saved === undefined) delete process.env.MOTO_SERVER_BIN
      else process.env.MOTO_SERVER_BIN = saved
    }
  })
})
