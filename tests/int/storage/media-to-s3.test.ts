/**
 * `npm run media:to-s3` against a real S3 protocol server (moto_server): copies a site's local
 * media and applicants' photos, verifies them by SHA-256, copies nothing on a second run, reports
 * a corrupted or missing object, and leaves every file where Payload's adapter reads it.
 */
import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createThrowawayS3, type ThrowawayS3 } from '../../helpers/throwaway-s3'
import { jpegWithExif, png } from '../image-proxy/fixtures'

const run = promisify(execFile)
const ROOT = path.resolve(import.meta.dirname, '../../..')
const STAFF = { email: 'staff@roster.test', password: 'A-long-enough-passphrase-1' }
const PHOTO = '0b7c1d7e-5f0a-4c4e-9a53-1f1d2f6e8a10'

let s3: ThrowawayS3
let folders: { media: string; private: string }
const files: Record<string, Buffer> = {}

beforeAll(async () => {
  s3 = await createThrowawayS3('roster-migration')
  const root = await mkdtemp(path.join(tmpdir(), 'roster-media-to-s3-'))
  folders = { media: path.join(root, 'media'), private: path.join(root, 'private') }
  await mkdir(folders.media)
  await mkdir(folders.private)
  Object.assign(files, {
    'media/portrait.jpg': await jpegWithExif(),
    'media/portrait-400x600.png': await png(400, 600),
    'media/clip.mp4': randomBytes(256 * 1024),
    [`private/submission-photos/${PHOTO}.jpg`]: await jpegWithExif(),
    [`private/submission-photos/${PHOTO}-400x533.png`]: await png(400, 533),
  })
  for (const [key, bytes] of Object.entries(files)) await writeFile(localPath(key), bytes)
  // Not a name Payload makes: left alone, and said so.
  await writeFile(path.join(folders.media, '.DS_Store'), 'finder')
})

afterAll(async () => {
  await s3?.stop()
})

function localPath(key: string): string {
  const name = path.basename(key)
  return key.startsWith('media/')
    ? path.join(folders.media, name)
    : path.join(folders.private, name)
}

async function mediaToS3(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await run('npm', ['run', '-s', 'media:to-s3', '--', ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...s3.env,
        MEDIA_DIR: folders.media,
        PRIVATE_UPLOADS_DIR: folders.private,
      },
    })
    return { code: 0, output: stdout }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, output: failed.stdout + failed.stderr }
  }
}

async function stored(key: string): Promise<{ bytes: Buffer; contentType: string }> {
  const object = await s3.client.send(
    new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }),
  )
  return {
    bytes: Buffer.from(await object.Body!.transformToByteArray()),
    contentType: object.ContentType ?? '',
  }
}

describe('npm run media:to-s3', () => {
  it('copies every local file under the adapter’s keys and verifies it', async () => {
    const { code, output } = await mediaToS3()
    expect(output).toContain(
      'media (media/): 4 local files, 3 copied, 0 replaced, 0 already there, 0 failed; 3 objects in the bucket',
    )
    expect(output).toContain('skipped (not an upload name): .DS_Store')
    expect(output).toContain(
      'submission-photos (private/submission-photos/): 2 local files, 2 copied, 0 replaced, 0 already there, 0 failed; 2 objects in the bucket',
    )
    expect(code).toBe(0)
    for (const [key, bytes] of Object.entries(files)) {
      expect((await stored(key)).bytes, key).toEqual(bytes)
    }
    expect((await stored('media/clip.mp4')).contentType).toBe('video/mp4')
    expect((await stored('media/portrait.jpg')).contentType).toBe('image/jpeg')
  })

  it('copies nothing again on a second run', async () => {
    const { code, output } = await mediaToS3()
    expect(output).toContain(
      'media (media/): 4 local files, 0 copied, 0 replaced, 3 already there, 0 failed',
    )
    expect(output).toContain('2 local files, 0 copied, 0 replaced, 2 already there, 0 failed')
    expect(code).toBe(0)
  })

  it('reports a corrupted and a missing object by key, and a later run repairs them', async () => {
    const corrupted = 'media/portrait-400x600.png'
    const missing = `private/submission-photos/${PHOTO}.jpg`
    await s3.client.send(
      new PutObjectCommand({ Bucket: s3.settings.bucket, Key: corrupted, Body: 'flipped bits' }),
    )
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: missing }))

    const check = await mediaToS3('--check')
    expect(check.output).toContain(`differs: ${corrupted}`)
    expect(check.output).toContain(`missing: ${missing}`)
    expect(check.output).toContain('Some files are not in the bucket as they are on disk')
    expect(check.code).toBe(1)
    // A check writes nothing.
    expect((await stored(corrupted)).bytes.toString()).toBe('flipped bits')

    const repair = await mediaToS3()
    expect(repair.output).toContain('0 copied, 1 replaced, 2 already there, 0 failed')
    expect(repair.output).toContain('1 copied, 0 replaced, 1 already there, 0 failed')
    expect(repair.code).toBe(0)
    expect((await stored(corrupted)).bytes).toEqual(files[corrupted])
    expect((await stored(missing)).bytes).toEqual(files[missing])
  })

  it('leaves the files where Payload reads them, behind its access control', async () => {
    Object.assign(process.env, s3.env)
    const { testPayload } = await import('../../helpers/payload')
    const { rest, sessionCookie } = await import('../../helpers/rest')
    const payload = await testPayload()
    // Rows as a site on local disk has them (the storage migration gave them their prefix, and
    // the shown one marked them shown on the site).
    await payload.db.create({
      collection: 'media',
      data: {
        alt: 'Portrait',
        filename: 'portrait.jpg',
        mimeType: 'image/jpeg',
        prefix: 'media',
        shown: true,
      },
    })
    await payload.db.create({
      collection: 'submission-photos',
      data: {
        filename: `${PHOTO}.jpg`,
        mimeType: 'image/jpeg',
        prefix: 'private/submission-photos',
      },
    })
    const media = await rest('GET', '/media/file/portrait.jpg')
    expect(media.status).toBe(200)
    expect(Buffer.from(await media.arrayBuffer())).toEqual(files['media/portrait.jpg'])

    const photoPath = `/submission-photos/file/${PHOTO}.jpg`
    expect((await rest('GET', photoPath)).status).toBe(403)
    await payload.create({ collection: 'users', data: { ...STAFF, role: 'editor' } })
    const cookie = sessionCookie(await rest('POST', '/users/login', { json: STAFF }))
    const photo = await rest('GET', photoPath, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(photo.status).toBe(200)
    expect(Buffer.from(await photo.arrayBuffer())).toEqual(
      files[`private/submission-photos/${PHOTO}.jpg`],
    )
  })
})
