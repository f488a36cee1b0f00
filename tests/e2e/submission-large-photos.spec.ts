import { randomBytes, randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { Agent, fetch, FormData } from 'undici'

import { loopbackAddress } from './support/from-address'
import { E2E_BASE_URL, E2E_PORT } from './support/server-env'

/**
 * Applications as phones make them, through every layer (the proxy that runs on every path, the
 * route, the multipart reader): two 12-megapixel JPEGs of 8 to 13 MB and a 5 MB HEIC, which
 * crossed Next's default 10 MB cut; and the README's limits at their edges (15 MB a photo, 60 MB
 * in all), answered 413 with a clear message beyond them.
 */

const MB = 1024 * 1024
const MAX_PHOTO_BYTES = 15 * MB // SUBMISSION_MAX_PHOTO_BYTES' default
const MAX_BODY_BYTES = 60 * MB // SUBMISSION_MAX_BODY_BYTES' default

test.describe.configure({ mode: 'serial', timeout: 180_000 })

/** A phone-sized JPEG: 4032x3024 of fine grain, which compresses about as badly as a photo. */
async function phoneJpeg(grain: number, quality: number): Promise<Buffer> {
  const [width, height] = [4032 / grain, 3024 / grain]
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .resize(4032, 3024)
    .jpeg({ quality })
    .toBuffer()
}

/** `bytes` long exactly: trailing bytes after a JPEG's end marker are ignored by every decoder. */
function paddedTo(jpeg: Buffer, bytes: number): Buffer {
  if (jpeg.length > bytes) throw new Error(`${jpeg.length} is already over ${bytes}`)
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)])
}

/** The fixture HEIC with a `free` box after it (which HEIF readers skip), 5 MB in all. */
function heicOf(bytes: number): Buffer {
  const heic = readFileSync('tests/fixtures/submission/tiny.heic')
  const box = Buffer.alloc(bytes - heic.length)
  box.writeUInt32BE(box.length, 0)
  box.write('free', 4, 'latin1')
  return Buffer.concat([heic, box])
}

/** One application with these photos, from a loopback address of its own (its own rate limit). */
async function apply(photos: { name: string; type: string; bytes: Buffer }[]) {
  const form = new FormData()
  const fields: Record<string, string> = {
    name: 'Phone Photographer',
    email: `phone-${randomUUID()}@example.test`,
    phone: '+1 310 555 0199',
    dateOfBirth: '1999-04-12',
    gender: 'woman',
    location: 'los-angeles',
    town: 'Pasadena',
    height: '178',
    waist: '61',
    consent: 'true',
    captchaToken: ['e2e', 'e2e-recaptcha-site-key', 'submission', 'localhost', '0.9', randomUUID()]
      .map(encodeURIComponent)
      .join(':'),
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const photo of photos)
    form.append('photos', new Blob([new Uint8Array(photo.bytes)], { type: photo.type }), photo.name)
  const dispatcher = new Agent({ connect: { localAddress: loopbackAddress() } })
  try {
    const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/_forms/submission`, {
      method: 'POST',
      body: form,
      headers: { origin: E2E_BASE_URL, 'idempotency-key': randomUUID().replaceAll('-', '') },
      dispatcher,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  } finally {
    await dispatcher.close()
  }
}

test('two 12-megapixel phone JPEGs (8-13 MB) and a 5 MB HEIC are stored: 201', async () => {
  const first = await phoneJpeg(2, 92)
  const second = await phoneJpeg(1, 93)
  expect(first.length).toBeGreaterThan(8 * MB)
  expect(second.length).toBeGreaterThan(first.length)
  expect(second.length).toBeLessThan(MAX_PHOTO_BYTES)
  const answer = await apply([
    { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: first },
    { name: 'IMG_0002.jpg', type: 'image/jpeg', bytes: second },
    { name: 'IMG_0003.heic', type: 'image/heic', bytes: heicOf(5 * MB) },
  ])
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  expect(answer.body.id).toEqual(expect.any(Number))
})

test('a photo of exactly 15 MB is accepted; one byte more is a 413 that says why', async () => {
  const photo = await phoneJpeg(2, 92)
  const small = { name: 'small.jpg', type: 'image/jpeg', bytes: await phoneJpeg(8, 80) }
  const edge = await apply([
    { name: 'edge.jpg', type: 'image/jpeg', bytes: paddedTo(photo, MAX_PHOTO_BYTES) },
    small,
  ])
  expect(edge.status, JSON.stringify(edge.body)).toBe(201)
  const over = await apply([
    { name: 'over.jpg', type: 'image/jpeg', bytes: paddedTo(photo, MAX_PHOTO_BYTES + 1) },
    small,
  ])
  expect(over).toEqual({
    status: 413,
    body: { message: `A photo is larger than ${MAX_PHOTO_BYTES} bytes` },
  })
})

test('an application over 60 MB in all is a 413 that says why', async () => {
  const photo = paddedTo(await phoneJpeg(2, 92), MAX_PHOTO_BYTES)
  const photos = Array.from({ length: 4 }, (_, index) => ({
    name: `big-${index}.jpg`,
    type: 'image/jpeg',
    bytes: photo,
  }))
  expect(photos.length * photo.length).toBeGreaterThanOrEqual(MAX_BODY_BYTES)
  const answer = await apply(photos)
  expect(answer).toEqual({ status: 413, body: { message: 'The application is too large' } })
})
