/**
 * A full disk during a submission: the data folder (the SQLite file and the private uploads) is a
 * small tmpfs of this test's own, filled up before each application. The visitor gets a 503,
 * never a 2xx; nothing is half stored; the database stays intact; applications go through again
 * once space is freed. On PostgreSQL only the uploads are on the tmpfs.
 */
import { execFileSync } from 'node:child_process'
import { open, rm, statfs } from 'node:fs/promises'
import path from 'node:path'

import { createClient } from '@libsql/client'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { en } from '@/lib/i18n/messages/en'

import { applicantFields, formData, startHarness, twoPhotos, type Harness } from './harness'

const dataDir = process.env.DATA_DIR!
const databaseFile = process.env.DATABASE_URL!.startsWith('file:')
  ? process.env.DATABASE_URL!.slice('file:'.length)
  : null
const filler = path.join(dataDir, 'filler')
let harness: Harness

beforeAll(async () => {
  // Before Payload opens anything under it (tests/helpers/int-setup.ts made the folder).
  execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=12m', 'tmpfs', dataDir])
  harness = await startHarness()
})

afterAll(async () => {
  await harness?.close()
  await harness?.payload.destroy()
  execFileSync('umount', ['--lazy', dataDir])
})

/** Leaves about `bytes` free on the tmpfs. */
async function leaveFree(bytes: number): Promise<void> {
  await rm(filler, { force: true })
  const { bavail, bsize } = await statfs(dataDir)
  const size = Math.max(0, bavail * bsize - bytes)
  const file = await open(filler, 'w')
  const chunk = Buffer.alloc(64 * 1024, 1)
  try {
    for (let written = 0; written < size; written += chunk.length)
      await file.write(chunk, 0, Math.min(chunk.length, size - written))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
  } finally {
    await file.close()
  }
}

async function integrity(): Promise<string> {
  if (!databaseFile) return 'ok'
  const client = createClient({ url: `file:${databaseFile}` })
  try {
    const result = await client.execute('PRAGMA integrity_check')
    return String(result.rows[0]![0])
  } finally {
    client.close()
  }
}

it('answers 503 and stores nothing while the disk is full, and stores again once space is freed', async () => {
  const photos = await twoPhotos()
  let refusals = 0
  for (const free of [0, 16 * 1024, 64 * 1024, 256 * 1024]) {
    const before = await harness.count()
    await leaveFree(free)
    const response = await harness.post(formData(applicantFields(), photos))
    if (response.status === 201) {
      // It fitted: then all of it is there.
      const after = await harness.count()
      expect(after.submissions).toBe(before.submissions + 1)
      expect(after.photos).toBe(before.photos + 2)
      expect(after.files).toBeGreaterThan(before.files)
    } else {
      expect(response.status, `with ${free} bytes free`).toBe(503)
      expect(response.headers.get('retry-after')).toBe('300')
      expect(await response.json()).toEqual({ message: en.submission.storeFailed })
      expect(await harness.count()).toEqual(before)
      refusals++
    }
    await rm(filler, { force: true })
    expect(await integrity()).toBe('ok')
  }
  expect(refusals).toBeGreaterThan(0)

  const before = await harness.count()
  const response = await harness.post(formData(applicantFields(), photos))
  expect(response.status).toBe(201)
  const after = await harness.count()
  expect(after.submissions).toBe(before.submissions + 1)
  expect(after.photos).toBe(before.photos + 2)
  expect(await integrity()).toBe('ok')
})
