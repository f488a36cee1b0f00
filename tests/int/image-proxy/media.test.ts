import { symlink, utimes, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gradientSvg, jpegWithExif, png, SCRIPT_SVG } from './fixtures'
import { imageMeta, startHarness, type Harness } from './harness'

/** The site's own media, read from MEDIA_DIR: caching by version, and no way out of the folder. */

let h: Harness
beforeAll(async () => {
  h = await startHarness()
  await writeFile(path.join(h.mediaDir, 'portrait.jpg'), await jpegWithExif())
  await writeFile(path.join(h.mediaDir, 'name with space.png'), await png(300, 200))
  await writeFile(path.join(h.mediaDir, 'logo.svg'), gradientSvg(400, 100))
  await writeFile(path.join(h.mediaDir, 'script.svg'), SCRIPT_SVG)
  await writeFile(path.join(h.mediaDir, 'notes.txt'), 'staff notes')
  await writeFile(path.join(path.dirname(h.mediaDir), 'secret.png'), await png(10, 10))
  await symlink(
    path.join(path.dirname(h.mediaDir), 'secret.png'),
    path.join(h.mediaDir, 'link.png'),
  )
})
afterAll(() => h.close())

const media = (filename: string) => `/media/${encodeURIComponent(filename)}`

describe('site media', () => {
  it('serves a media file, resized, immutable when the URL carries a version', async () => {
    const response = await h.get(
      { src: media('portrait.jpg'), w: '640', v: 'abc123' },
      { accept: 'image/webp' },
    )
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const meta = await imageMeta(response)
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 640, 853, undefined])
  })

  it('asks browsers to revalidate (ETag) when the URL has no version', async () => {
    const response = await h.get({ src: media('portrait.jpg'), w: '320' }, { accept: 'image/webp' })
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    const etag = response.headers.get('etag')!
    const again = await h.get(
      { src: media('portrait.jpg'), w: '320' },
      { accept: 'image/webp', 'if-none-match': etag },
    )
    expect(again.status).toBe(304)
  })

  it('reads names the way url.ts writes them (percent-encoded)', async () => {
    const response = await h.get({ src: media('name with space.png') })
    expect(response.status).toBe(200)
    expect((await imageMeta(response)).width).toBe(300)
  })

  it('serves a new variant when the file changes under the same name', async () => {
    const file = path.join(h.mediaDir, 'changing.png')
    await writeFile(file, await png(200, 100))
    const first = await h.get({ src: media('changing.png') })
    expect((await imageMeta(first)).width).toBe(200)
    await writeFile(file, await png(120, 100))
    await utimes(file, new Date(), new Date(Date.now() + 5000))
    const second = await h.get({ src: media('changing.png') })
    expect((await imageMeta(second)).width).toBe(120)
  })

  it('rasterises the site’s own SVG (scripts never run in an image), never serves it as SVG', async () => {
    for (const name of ['logo.svg', 'script.svg']) {
      const response = await h.get({ src: media(name), w: '64' }, { accept: 'image/webp' })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/webp')
    }
    const noWebp = await h.get({ src: media('logo.svg'), w: '64' })
    expect(noWebp.headers.get('content-type')).toBe('image/png')
  })

  it('answers 404 for a missing file and 415 for a file that is not an image', async () => {
    expect((await h.get({ src: media('missing.jpg') })).status).toBe(404)
    expect((await h.get({ src: media('notes.txt') })).status).toBe(415)
  })
})

describe('a picture nothing published shows yet', () => {
  it('is served to staff alone, kept by no cache', async () => {
    h.audiences.set('portrait.jpg', 'staff')
    const response = await h.get({ src: media('portrait.jpg'), w: '640', v: 'abc123' })
    h.audiences.delete('portrait.jpg')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('is, to anyone else, the same 404 as a file that is not there', async () => {
    h.audiences.set('portrait.jpg', undefined)
    const hidden = await h.get({ src: media('portrait.jpg'), w: '640', v: 'abc123' })
    h.audiences.delete('portrait.jpg')
    const missing = await h.get({ src: media('missing.jpg'), w: '640', v: 'abc123' })
    expect(hidden.status).toBe(404)
    expect([await hidden.text(), hidden.headers.get('cache-control')]).toEqual([
      await missing.text(),
      missing.headers.get('cache-control'),
    ])
  })
})

describe('path traversal', () => {
  it.each([
    '/media/../secret.png',
    '/media/..%2Fsecret.png',
    '/media/%2e%2e%2fsecret.png',
    '/media/%2E%2E%5Csecret.png',
    '/media/..\\secret.png',
    '/media/sub/../../secret.png',
    '/media/.htaccess',
    '/media/',
    '/media/portrait.jpg%00.png',
    '/secret.png',
    '/etc/passwd',
  ])('refuses %s with 400', async (src) => {
    const response = await h.get({ src })
    expect(response.status).toBe(400)
  })

  it('decodes once: a double-encoded path is a literal (missing) file name, not a path', async () => {
    expect((await h.get({ src: '/media/%252e%252e%252fsecret.png' })).status).toBe(404)
  })

  it('does not follow a symbolic link out of the media folder', async () => {
    expect((await h.get({ src: media('link.png') })).status).toBe(404)
  })
})
