import { readdir, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startHarness, type Harness } from './harness'

/** The disk cache stays under IMAGE_PROXY_CACHE_MAX_MB (1 MB here), dropping the least recently used. */

let h: Harness
const names = Array.from({ length: 16 }, (_, i) => `noise-${i}.jpg`)

beforeAll(async () => {
  h = await startHarness({ IMAGE_PROXY_CACHE_MAX_MB: '1' })
  const noise = await sharp({
    create: {
      width: 500,
      height: 500,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer()
  for (const name of names) await writeFile(path.join(h.mediaDir, name), noise)
})
afterAll(() => h.close())

/** Variant files now (call after sweepIfNeeded settles: a running sweep removes files). */
async function cacheFiles(): Promise<{ file: string; size: number }[]> {
  const entries = await readdir(h.cacheDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  )
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.bin'))
  return Promise.all(
    files.map(async (entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return { file, size: (await stat(file)).size }
    }),
  )
}

it('removes the least recently used variants once the cache passes its size', async () => {
  const { sweepIfNeeded } = await import('@/features/image-proxy/cache-evict')
  let written = 0
  const variantOf = new Map<string, string>()
  for (const name of names) {
    const before = new Set((await cacheFiles()).map((entry) => entry.file))
    const response = await h.get({ src: `/media/${name}` }, { accept: 'image/jpeg' })
    expect(response.status).toBe(200)
    written += (await response.arrayBuffer()).byteLength
    // The file is written before the answer; the sweep it started may still run: wait for it.
    await sweepIfNeeded()
    const after = await cacheFiles()
    variantOf.set(name, after.find((entry) => !before.has(entry.file))!.file)
  }
  expect(written).toBeGreaterThan(1024 * 1024)
  const files = await cacheFiles()
  const total = files.reduce((sum, entry) => sum + entry.size, 0)
  expect(total).toBeLessThanOrEqual(1024 * 1024)
  expect(files.length).toBeLessThan(names.length)
  const kept = new Set(files.map((entry) => entry.file))
  expect(kept.has(variantOf.get(names.at(-1)!)!)).toBe(true)
  expect(kept.has(variantOf.get(names[0]!)!)).toBe(false)
  // The oldest is produced again on demand.
  const again = await h.get({ src: `/media/${names[0]}` }, { accept: 'image/jpeg' })
  expect(again.status).toBe(200)
})
