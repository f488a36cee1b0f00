import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { demoImageCacheDir } from '../../scripts/demo-image-cache.mjs'

const picture = Buffer.from('a generated picture')

async function madeBeforeWith(folder: string) {
  vi.stubEnv('DEMO_IMAGE_CACHE', folder)
  vi.resetModules()
  return (await import('@/seed/images/made-before')).madeBefore
}

afterEach(() => vi.unstubAllEnvs())

describe('madeBefore', () => {
  it('makes a picture once for the same options when DEMO_IMAGE_CACHE names a folder', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'roster-images-')), 'kept')
    const madeBefore = await madeBeforeWith(folder)
    const make = vi.fn(async () => picture)
    expect(await madeBefore('portrait', { seed: 1 }, make)).toEqual(picture)
    expect(await madeBefore('portrait', { seed: 1 }, make)).toEqual(picture)
    expect(make).toHaveBeenCalledTimes(1)
    await madeBefore('portrait', { seed: 2 }, make)
    await madeBefore('landscape', { seed: 1 }, make)
    expect(make).toHaveBeenCalledTimes(3)
    // One file per picture, nothing left aside from writing.
    expect(readdirSync(folder)).toHaveLength(3)
  })

  it('makes the picture every time without the folder', async () => {
    const madeBefore = await madeBeforeWith('')
    const make = vi.fn(async () => picture)
    await madeBefore('portrait', { seed: 1 }, make)
    await madeBefore('portrait', { seed: 1 }, make)
    expect(make).toHaveBeenCalledTimes(2)
  })
})

describe('demoImageCacheDir', () => {
  it('names a new folder when the generator or sharp changes, and removes the old', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'roster-root-'))
    mkdirSync(path.join(root, 'src/seed/images'), { recursive: true })
    mkdirSync(path.join(root, 'node_modules/sharp'), { recursive: true })
    const write = (file: string, text: string) => writeFileSync(path.join(root, file), text)
    write('src/seed/images/portrait.ts', 'export const grain = 1')
    write('node_modules/sharp/package.json', '{"version":"0.34.0"}')

    const first = demoImageCacheDir(root)
    expect(demoImageCacheDir(root)).toBe(first)
    mkdirSync(first, { recursive: true })
    write('src/seed/images/portrait.ts', 'export const grain = 2')
    const second = demoImageCacheDir(root)
    expect(second).not.toBe(first)
    expect(existsSync(first)).toBe(false)
    mkdirSync(second, { recursive: true })
    write('node_modules/sharp/package.json', '{"version":"0.35.0"}')
    expect(demoImageCacheDir(root)).not.toBe(second)
  })
})
