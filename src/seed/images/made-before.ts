import { createHash, randomBytes } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import { env } from '@/lib/env'

/**
 * The picture made before for these options, when DEMO_IMAGE_CACHE names a folder of them.
 * A generated picture is a pure function of its options (a seeded generator), and making the
 * demo's two hundred costs a minute of CPU that each test server and each seeded test file would
 * otherwise pay again. Only the test harnesses set the folder, one per version of this folder's
 * code and of sharp (scripts/demo-image-cache.mjs): a site makes its own pictures.
 */
export async function madeBefore(
  kind: string,
  options: Record<string, unknown>,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  const folder = env.demoImageCacheDir
  if (!folder) return make()
  const key = createHash('sha256')
    .update(JSON.stringify([kind, options]))
    .digest('hex')
  const file = path.join(folder, `${key.slice(0, 32)}.jpg`)
  const kept = await readFile(file).catch(() => null)
  if (kept) return kept
  const image = await make()
  // Written aside and renamed into place: a test worker reading it meanwhile sees all or nothing.
  await mkdir(folder, { recursive: true })
  const aside = `${file}.${randomBytes(6).toString('hex')}`
  await writeFile(aside, image)
  await rename(aside, file)
  return image
}
