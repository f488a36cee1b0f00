/**
 * Media and applicants' photos in an S3 bucket (moto_server speaking the S3 protocol): Payload's
 * uploads land under their prefixes, private photos are read only through Payload by staff, our
 * own reads and cleanups reach the bucket. The S3_* variables are set before Payload's config and
 * lib/env.ts are first imported.
 */
import { readdir } from 'node:fs/promises'

import {
  GetObjectAclCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createThrowawayS3, type ThrowawayS3 } from '../../helpers/throwaway-s3'
import { jpegWithExif, png } from '../image-proxy/fixtures'

const STAFF = { email: 'staff@roster.test', password: 'A-long-enough-passphrase-1' }
const HOUR_MS = 60 * 60 * 1000

let s3: ThrowawayS3
let payload: Payload
let rest: typeof import('../../helpers/rest')
let localDirs: { media: string; private: string }
let locationId: number

beforeAll(async () => {
  s3 = await createThrowawayS3()
  Object.assign(process.env, s3.env)
  const { testPayload } = await import('../../helpers/payload')
  rest = await import('../../helpers/rest')
  const { env } = await import('@/lib/env')
  localDirs = { media: env.mediaDir, private: env.privateUploadsDir }
  payload = await testPayload()
  await payload.create({ collection: 'users', data: { ...STAFF, role: 'editor' } })
  const location = await payload.create({
    collection: 'locations',
    data: {
      name: 'Los Angeles',
      slug: 'los-angeles',
      town: 'LA',
      email: 'la@roster.test',
      address: { street: '1 Main St', city: 'Los Angeles' },
      phone: '+1 310 555 0100',
      timeZone: 'America/Los_Angeles',
    },
    context: { disableRevalidate: true },
  })
  locationId = location.id
})

afterAll(async () => {
  await s3?.stop()
})

async function keys(prefix: string): Promise<string[]> {
  const page = await s3.client.send(
    new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: prefix }),
  )
  return (page.Contents ?? []).map((object) => object.Key!).sort()
}

async function objectBytes(key: string): Promise<Buffer> {
  const object = await s3.client.send(
    new GetObjectCommand({ Bucket: s3.settings.bucket, Key: key }),
  )
  return Buffer.from(await object.Body!.transformToByteArray())
}

const localFiles = (dir: string) => readdir(dir).catch(() => [] as string[])

async function staffCookie(): Promise<string> {
  const login = await rest.rest('POST', '/users/login', { json: STAFF })
  expect(login.status).toBe(200)
  return rest.sessionCookie(login)
}

async function uploadMedia(
  name: string,
): Promise<{ id: number; filename: string; thumbnail: string }> {
  const data = await png(900, 1200)
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'A test picture' },
    file: { data, mimetype: 'image/png', name, size: data.length },
    // Outside Next there is no page cache to expire.
    context: { disableRevalidate: true },
  })
  return { id: media.id, filename: media.filename!, thumbnail: media.sizes!.thumbnail!.filename! }
}

async function storeApplication(name: string, afterPhotos?: () => Promise<void>) {
  const { storeSubmission } = await import('@/features/submission/store')
  return storeSubmission(
    payload,
    {
      idempotencyKey: `key-${name}`,
      fingerprint: `fingerprint-${name}`,
      data: {
        name,
        email: 'applicant@example.test',
        phone: '+1 310 555 0199',
        location: locationId,
        locale: 'en',
        dateOfBirth: '1999-04-12',
        details: {},
      },
      photos: [await jpegWithExif(), await jpegWithExif()],
    },
    { afterPhotos },
  )
}

async function photoFilesOf(submissionId: number): Promise<string[]> {
  const submission = await payload.findByID({
    collection: 'submissions',
    id: submissionId,
    depth: 1,
  })
  return (submission.photos ?? []).flatMap((photo) =>
    typeof photo === 'object' ? [photo.filename!, photo.sizes!.thumbnail!.filename!] : [],
  )
}

describe('public media', () => {
  it('an upload through Payload lands in the bucket under media/, with its generated size', async () => {
    const { filename, thumbnail } = await uploadMedia('portrait.png')
    expect(thumbnail).not.toBe(filename)
    const stored = await keys('media/')
    expect(stored).toEqual(expect.arrayContaining([`media/${filename}`, `media/${thumbnail}`]))
    expect(await keys('private/')).toEqual([])
    expect(await localFiles(localDirs.media)).toEqual([])
  })

  it('is read through Payload by anyone once shown, while the objects themselves stay private', async () => {
    const { id, filename } = await uploadMedia('public-read.png')
    // Not shown on the site yet: staff's alone (docs/decisions/0047).
    expect((await rest.rest('GET', `/media/file/${filename}`)).status).toBe(403)
    await payload.updateGlobal({
      slug: 'settings',
      data: { website: { name: 'Roster', share_image: id } },
      context: { disableRevalidate: true },
    })
    const response = await rest.rest('GET', `/media/file/${filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      await objectBytes(`media/${filename}`),
    )
    const acl = await s3.client.send(
      new GetObjectAclCommand({ Bucket: s3.settings.bucket, Key: `media/${filename}` }),
    )
    expect(acl.Grants?.map((grant) => grant.Grantee?.URI).filter(Boolean)).toEqual([])
  })

  it('the image proxy reads its original from the bucket', async () => {
    const { filename } = await uploadMedia('proxied.png')
    const { resolveSource } = await import('@/features/image-proxy/sources')
    const source = await resolveSource({
      source: { kind: 'media', filename },
      width: null,
      quality: 75,
      version: null,
      referer: null,
    })
    expect(await source.load()).toEqual(await objectBytes(`media/${filename}`))
    await expect(
      resolveSource({
        source: { kind: 'media', filename: 'never-uploaded.png' },
        width: null,
        quality: 75,
        version: null,
        referer: null,
      }),
    ).rejects.toMatchObject({ status: 404 })
  })
})

describe("applicants' photos", () => {
  it('land under private/submission-photos/, never under media/ or on the disk', async () => {
    const mediaBefore = await keys('media/')
    const outcome = await storeApplication('Ana Lima')
    expect(outcome.kind).toBe('created')
    const files = await photoFilesOf((outcome as { id: number }).id)
    expect(files).toHaveLength(4)
    expect(await keys('private/submission-photos/')).toEqual(
      expect.arrayContaining(files.map((name) => `private/submission-photos/${name}`)),
    )
    expect(await keys('media/')).toEqual(mediaBefore)
    expect(await localFiles(localDirs.private)).toEqual([])
  })

  it('are refused to a visitor and streamed to staff through Payload', async () => {
    const outcome = await storeApplication('Bea Costa')
    const [original, thumbnail] = await photoFilesOf((outcome as { id: number }).id)
    for (const name of [original!, thumbnail!]) {
      const anonymous = await rest.rest('GET', `/submission-photos/file/${name}`)
      expect(anonymous.status).toBe(403)
      expect(await anonymous.text()).not.toContain('JFIF')
      const staff = await rest.rest('GET', `/submission-photos/file/${name}`, {
        headers: { cookie: await staffCookie(), 'sec-fetch-site': 'same-origin' },
      })
      expect(staff.status).toBe(200)
      expect(Buffer.from(await staff.arrayBuffer())).toEqual(
        await objectBytes(`private/submission-photos/${name}`),
      )
    }
  })

  it('a transaction that fails after the photos leaves no object behind', async () => {
    const before = await keys('private/submission-photos/')
    await expect(
      storeApplication('Crash Between', () => Promise.reject(new Error('crash after photos'))),
    ).rejects.toThrow('crash after photos')
    expect(await keys('private/submission-photos/')).toEqual(before)
    expect(
      await payload.count({
        collection: 'submissions',
        where: { name: { equals: 'Crash Between' } },
      }),
    ).toMatchObject({ totalDocs: 0 })
  })

  it('the retention pass removes objects no document names once they are an hour old', async () => {
    const { runSubmissionRetention } = await import('@/features/submission/retention')
    const kept = await keys('private/submission-photos/')
    await s3.client.send(
      new PutObjectCommand({
        Bucket: s3.settings.bucket,
        Key: 'private/submission-photos/crashed-before-commit.jpg',
        Body: 'x',
      }),
    )
    const inAnHourAndAHalf = new Date(Date.now() + 1.5 * HOUR_MS)
    const report = await runSubmissionRetention(payload, inAnHourAndAHalf, 180)
    expect(report.orphanFiles).toBe(1)
    expect(await keys('private/submission-photos/')).toEqual(kept)
  })
})

describe('readiness', () => {
  it('is ready while the bucket answers, and not for a bucket that does not exist', async () => {
    const { storageReady } = await import('@/lib/storage/storage')
    const { s3FileStore } = await import('@/lib/storage/s3-store')
    expect(await storageReady()).toBe(true)
    expect(await s3FileStore(s3.client, 'no-such-bucket').ready()).toBe(false)
  })

  // Last in this file: the server does not come back.
  it('turns not ready, within its time limit, once the S3 server is gone', async () => {
    const { storageReady } = await import('@/lib/storage/storage')
    await s3.stop()
    const started = Date.now()
    expect(await storageReady()).toBe(false)
    expect(Date.now() - started).toBeLessThan(5000)
  })
})
