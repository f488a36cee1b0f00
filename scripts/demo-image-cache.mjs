import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'

/**
 * The folder the test harnesses give the seed as DEMO_IMAGE_CACHE (src/seed/images/made-before.ts):
 * named by a hash of the generator's code and of sharp's version, so that a change to either
 * makes the pictures again rather than reading old ones. Each test server and seeded test file
 * then pays the demo's minute of picture making once per machine, not once each. The folders of
 * earlier versions are removed.
 */
export function demoImageCacheDir(root = process.cwd()) {
  const generator = path.join(root, 'src/seed/images')
  const hash = createHash('sha256')
  for (const name of readdirSync(generator).sort())
    hash.update(name).update(readFileSync(path.join(generator, name)))
  hash.update(readFileSync(path.join(root, 'node_modules/sharp/package.json')))
  const version = hash.digest('hex').slice(0, 16)
  const versions = path.join(root, 'node_modules/.cache/roster-demo-images')
  // The pictures of the generator's earlier versions are never read again.
  if (existsSync(versions))
    for (const old of readdirSync(versions).filter((name) => name !== version))
      rmSync(path.join(versions, old), { recursive: true, force: true })
  return path.join(versions, version)
}
