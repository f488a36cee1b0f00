/**
 * POST /api/_forms/submission end to end through the route handler, on a real database and a
 * real private upload folder, with a local SMTP server receiving the mails.
 */
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { en } from '@/lib/i18n/messages/en'
import { createRateLimiter } from '@/lib/rate-limit'

import { HTML_PAGE, pngBomb } from '../image-proxy/fixtures'
import {
  applicantFields,
  formData,
  newKey,
  SITE_URL,
  startHarness,
  twoPhotos,
  type Harness,
} from './harness'
import { header } from './local-smtp'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})

afterAll(async () => {
  await harness?.close()
})

async function expectNothingStored(before: Awaited<ReturnType<Harness['count']>>) {
  expect(await harness.count()).toEqual(before)
}

describe('a complete application', () => {
  it('is stored with its photos, answered 201 {id}, and confirmed by mail to both sides', async () => {
    const mailsBefore = harness.smtp.mails.length
    const response = await harness.post(formData(applicantFields(), await twoPhotos()))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const stored = await harness.payload.findByID({ collection: 'submissions', id, depth: 1 })
    expect(stored).toMatchObject({
      status: 'new',
      name: 'Ana Lima',
      email: 'ana@example.test',
      phone: '+1 310 555 0199',
      details: {
        town: 'Pasadena',
        height: 178,
        bust: 84,
        shoe: 39,
        instagram: '@ana.lima',
        minor: false,
      },
    })
    expect(stored.dateOfBirth?.slice(0, 10)).toBe('1999-04-12')
    expect(typeof stored.location === 'object' && stored.location?.slug).toBe('los-angeles')
    expect(stored.photos).toHaveLength(2)

    const mails = harness.smtp.mails.slice(mailsBefore)
    const confirmation = mails.find((mail) => mail.to.includes('ana@example.test'))
    const notification = mails.find((mail) => mail.to.includes('la@roster.test'))
    expect(header(confirmation!.raw, 'Subject')).toBe('We received your application')
    expect(confirmation!.raw).toContain('we reply within two weeks')
    expect(header(notification!.raw, 'Subject')).toBe('New application: Ana Lima')
    expect(header(notification!.raw, 'Reply-To')).toBe('ana@example.test')
    expect(notification!.raw).toContain(`/admin/collections/submissions/${id}`)
  })

  it('keeps no EXIF or GPS data: every stored photo is a re-encoded JPEG', async () => {
    const response = await harness.post(formData(applicantFields(), await twoPhotos()))
    const { id } = (await response.json()) as { id: number }
    const stored = await harness.payload.findByID({ collection: 'submissions', id, depth: 1 })
    const dir = harness.payload.collections['submission-photos'].config.upload.staticDir!
    for (const photo of stored.photos ?? []) {
      if (typeof photo !== 'object') throw new Error('photos not populated')
      expect(photo.mimeType).toBe('image/jpeg')
      const bytes = await readFile(path.join(dir, photo.filename!))
      const meta = await sharp(bytes).metadata()
      expect(meta.format).toBe('jpeg')
      expect(meta.exif).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(bytes.includes(Buffer.from('CameraCo'))).toBe(false)
      expect(bytes.includes(Buffer.from('Exif\0'))).toBe(false)
    }
    // The first photo was stored sideways with orientation 6: it is now upright (portrait).
    const first = stored.photos![0]
    if (typeof first !== 'object') throw new Error('photos not populated')
    expect([first.width, first.height]).toEqual([1200, 1600])
  })

  it('converts a HEIC photo to JPEG', async () => {
    const heic = await readFile(path.resolve('tests/fixtures/submission/tiny.heic'))
    const [head] = await twoPhotos()
    const response = await harness.post(
      formData(applicantFields(), [
        head!,
        { name: 'IMG_0001.HEIC', bytes: heic, type: 'image/heic' },
      ]),
    )
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const stored = await harness.payload.findByID({ collection: 'submissions', id, depth: 1 })
    const converted = stored.photos![1]
    if (typeof converted !== 'object') throw new Error('photos not populated')
    expect(converted).toMatchObject({ mimeType: 'image/jpeg', width: 64, height: 48 })
  })
})

describe('refusals store nothing', () => {
  it('422 with FormKit’s messages for missing and wrong fields', async () => {
    const before = await harness.count()
    const [photo] = await twoPhotos()
    const response = await harness.post(
      formData(applicantFields({ email: 'ana@', height: '17', consent: '', name: '' }), [photo!]),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: {
        name: ['Full name is required.'],
        email: ['Please enter a valid email address.'],
        height: ['Height must be between 100 and 230.'],
        photos: ['Add at least 2 photos.'],
        consent: ['Please accept the privacy policy.'],
      },
    })
    await expectNothingStored(before)
  })

  it('a minor needs a parent or guardian’s name, email and consent', async () => {
    const before = await harness.count()
    const minor = applicantFields({ dateOfBirth: `${new Date().getUTCFullYear() - 15}-01-01` })
    const refused = await harness.post(formData(minor, await twoPhotos()))
    expect(refused.status).toBe(422)
    expect(await refused.json()).toEqual({
      errors: {
        guardianName: ['Parent or guardian’s name is required.'],
        guardianEmail: ['Parent or guardian’s email is required.'],
        guardianConsent: ['Please accept the guardian’s consent.'],
      },
    })
    await expectNothingStored(before)

    const mailsBefore = harness.smtp.mails.length
    const accepted = await harness.post(
      formData(
        {
          ...minor,
          guardianName: 'Rita Lima',
          guardianEmail: 'rita@example.test',
          guardianConsent: 'true',
        },
        await twoPhotos(),
      ),
    )
    expect(accepted.status).toBe(201)
    const { id } = (await accepted.json()) as { id: number }
    const stored = await harness.payload.findByID({ collection: 'submissions', id })
    expect(stored.details).toMatchObject({
      minor: true,
      guardianName: 'Rita Lima',
      guardianEmail: 'rita@example.test',
    })
    const confirmation = harness.smtp.mails
      .slice(mailsBefore)
      .find((mail) => mail.to.includes('ana@example.test'))
    expect(confirmation?.to).toContain('rita@example.test')
  })

  it('a photo whose bytes are HTML is refused, whatever its name says', async () => {
    const before = await harness.count()
    const [photo] = await twoPhotos()
    const response = await harness.post(
      formData(applicantFields(), [
        photo!,
        { name: 'me.jpg', bytes: Buffer.from(HTML_PAGE), type: 'image/jpeg' },
      ]),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: { photos: ['“me.jpg” is not a JPEG, PNG, WebP or HEIC photo.'] },
    })
    await expectNothingStored(before)
  })

  it('a pixel bomb is refused from its header, quickly', async () => {
    const before = await harness.count()
    const [photo] = await twoPhotos()
    const started = performance.now()
    const response = await harness.post(
      formData(applicantFields(), [
        photo!,
        { name: 'bomb.png', bytes: pngBomb(), type: 'image/png' },
      ]),
    )
    expect(response.status).toBe(422)
    expect(performance.now() - started).toBeLessThan(3000)
    expect(((await response.json()) as { errors: { photos: string[] } }).errors.photos[0]).toMatch(
      /“bomb.png” has too many pixels/,
    )
    await expectNothingStored(before)
  })

  it('413 for a declared body over the limit, before reading it', async () => {
    const before = await harness.count()
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const request = new Request('http://localhost:3000/api/_forms/submission', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(61 * 1024 * 1024),
        'x-roster-peer-address': '203.0.113.8',
        origin: SITE_URL,
      },
    } as RequestInit)
    const { handleSubmission } = await import('@/features/submission/handler')
    const response = await handleSubmission(request, harness.deps)
    expect(response.status).toBe(413)
    expect(pulled).toBeLessThan(5)
    await expectNothingStored(before)
  })

  it('413 when a streamed photo passes its size, cutting the upload', async () => {
    const before = await harness.count()
    const [photo] = await twoPhotos()
    const big = Buffer.concat([photo!.bytes, Buffer.alloc(2 * 1024 * 1024)])
    const response = await harness.post(
      formData(applicantFields(), [photo!, { name: 'big.jpg', bytes: big }]),
      {
        deps: { limits: { ...harness.deps.limits, maxPhotoBytes: 1024 * 1024 } },
      },
    )
    expect(response.status).toBe(413)
    await expectNothingStored(before)
  })

  it('a photo of exactly the limit is stored; one byte more is a 413', async () => {
    const limit = 1024 * 1024
    const [photo, second] = await twoPhotos()
    // Bytes after a JPEG's end marker are ignored by decoders.
    const sized = (bytes: number) =>
      Buffer.concat([photo!.bytes, Buffer.alloc(bytes - photo!.bytes.length)])
    const send = (bytes: number) =>
      harness.post(
        formData(applicantFields(), [second!, { name: 'edge.jpg', bytes: sized(bytes) }]),
        { deps: { limits: { ...harness.deps.limits, maxPhotoBytes: limit } } },
      )
    expect((await send(limit)).status).toBe(201)
    const over = await send(limit + 1)
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({ message: `A photo is larger than ${limit} bytes` })
  })

  it('413 when the whole body passes its size, and for more than six photos', async () => {
    const before = await harness.count()
    const photos = await twoPhotos()
    const overTotal = await harness.post(formData(applicantFields(), photos), {
      deps: { limits: { ...harness.deps.limits, maxBodyBytes: 4096 } },
    })
    expect(overTotal.status).toBe(413)
    const seven = Array.from({ length: 7 }, (_, index) => ({
      ...photos[0]!,
      name: `p${index}.jpg`,
    }))
    expect((await harness.post(formData(applicantFields(), seven))).status).toBe(413)
    await expectNothingStored(before)
  })

  it('a filled honeypot gets a fake 201 and nothing is stored', async () => {
    const before = await harness.count()
    const response = await harness.post(
      formData(applicantFields({ website: 'http://spam.test' }), await twoPhotos()),
    )
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: expect.any(Number) })
    await expectNothingStored(before)
  })

  it('a post from another site, or from nowhere the browser names, is refused', async () => {
    const before = await harness.count()
    const refused: Record<string, string | null>[] = [
      { origin: 'https://evil.test' },
      { origin: 'null' },
      { origin: 'https://evil.test', 'sec-fetch-site': 'same-origin' },
      { origin: null, 'sec-fetch-site': 'cross-site' },
      { origin: null, 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: null },
    ]
    for (const headers of refused) {
      const response = await harness.post(formData(applicantFields(), await twoPhotos()), {
        headers,
      })
      expect(response.status, JSON.stringify(headers)).toBe(403)
      expect(await response.json()).toEqual({ message: 'Cross-site form posts are refused' })
    }
    await expectNothingStored(before)
  })

  it('a post that the browser says comes from the site itself is accepted', async () => {
    const response = await harness.post(formData(applicantFields(), await twoPhotos()), {
      headers: { origin: null, 'sec-fetch-site': 'same-origin' },
    })
    expect(response.status).toBe(201)
  })

  it('a failure between storing the photos and the record answers 503 and leaves no record, photo or file', async () => {
    const before = await harness.count()
    const response = await harness.post(formData(applicantFields(), await twoPhotos()), {
      deps: {
        hooks: {
          afterPhotos: async () => {
            // The photo files are on disk at this point; the failure must take them away again.
            expect((await harness.count()).files).toBeGreaterThan(before.files)
            throw new Error('simulated failure')
          },
        },
      },
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: en.submission.storeFailed })
    await expectNothingStored(before)
  })
})

describe('idempotency', () => {
  it('a retry with the same key returns the same id and stores nothing twice', async () => {
    const key = newKey()
    const photos = await twoPhotos()
    const first = await harness.post(formData(applicantFields(), photos), { key })
    const before = await harness.count()
    const again = await harness.post(formData(applicantFields(), photos), { key })
    expect(again.status).toBe(201)
    expect(await again.json()).toEqual(await first.json())
    await expectNothingStored(before)
  })

  it('ten at once with one key: one record, ten answers with its id', async () => {
    const key = newKey()
    const photos = await twoPhotos()
    const before = await harness.count()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => harness.post(formData(applicantFields(), photos), { key })),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201))
    const ids = new Set(
      await Promise.all(
        answers.map(async (answer) => ((await answer.json()) as { id: number }).id),
      ),
    )
    expect(ids.size).toBe(1)
    const after = await harness.count()
    expect(after.submissions).toBe(before.submissions + 1)
    expect(after.photos).toBe(before.photos + 2)
  })

  it('the same key with another application is refused with 422', async () => {
    const key = newKey()
    const photos = await twoPhotos()
    expect((await harness.post(formData(applicantFields(), photos), { key })).status).toBe(201)
    const before = await harness.count()
    const other = await harness.post(formData(applicantFields({ name: 'Someone Else' }), photos), {
      key,
    })
    expect(other.status).toBe(422)
    expect(await other.json()).toEqual({
      errors: {
        form: [
          'This application was already sent with other details. Reload the page to send a new one.',
        ],
      },
    })
    await expectNothingStored(before)
  })
})

describe('rate limit', () => {
  it('five applications per address per hour, then 429 with Retry-After; a spoofed X-Forwarded-For does not help', async () => {
    const rateLimit = createRateLimiter({ name: 'submission-limit-1', points: 5, windowS: 3600 })
    const form = () => formData(applicantFields({ consent: '' }), [])
    const from = (address: string, extra: Record<string, string> = {}) =>
      harness.post(form(), {
        deps: { rateLimit },
        headers: { 'x-roster-peer-address': address, ...extra },
      })
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await from('198.51.100.1')).status).toBe(422)
    const limited = await from('198.51.100.1', { 'x-forwarded-for': '192.0.2.55' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect((await from('198.51.100.2')).status).toBe(422)
  })

  it('counts every post, the retry of a stored key too', async () => {
    const rateLimit = createRateLimiter({ name: 'submission-limit-2', points: 2, windowS: 3600 })
    const from = { 'x-roster-peer-address': '198.51.100.30' }
    const failing = newKey()
    const refused = () =>
      harness.post(formData(applicantFields({ consent: '' }), []), {
        key: failing,
        deps: { rateLimit },
        headers: from,
      })
    const stored = newKey()
    const photos = await twoPhotos()
    const apply = () =>
      harness.post(formData(applicantFields(), photos), {
        key: stored,
        deps: { rateLimit },
        headers: from,
      })
    expect((await apply()).status).toBe(201)
    expect((await refused()).status).toBe(422)
    expect((await refused()).status).toBe(429)
    // A stored key is no pass past the limit: its retry is counted like any post (issue 29).
    expect((await apply()).status).toBe(429)
  })

  it('counts an IPv6 client by its /64', async () => {
    const rateLimit = createRateLimiter({ name: 'submission-limit-3', points: 1, windowS: 3600 })
    const from = (address: string) =>
      harness.post(formData({}, []), {
        deps: { rateLimit },
        headers: { 'x-roster-peer-address': address },
      })
    expect((await from('2001:db8:5:6::1')).status).toBe(422)
    expect((await from('2001:db8:5:6::2')).status).toBe(429)
    expect((await from('2001:db8:5:7::1')).status).toBe(422)
  })

  it('X-Forwarded-For counts only behind a trusted proxy', async () => {
    const rateLimit = createRateLimiter({ name: 'submission-limit-4', points: 1, windowS: 3600 })
    const deps = { rateLimit, trustedProxies: ['10.0.0.0/8'] }
    const send = (forwardedFor: string) =>
      harness.post(formData({}, []), {
        deps,
        headers: { 'x-roster-peer-address': '10.1.2.3', 'x-forwarded-for': forwardedFor },
      })
    expect((await send('198.51.100.9')).status).toBe(422)
    expect((await send('198.51.100.9')).status).toBe(429)
    expect((await send('198.51.100.10, 10.1.2.4')).status).toBe(422)
  })
})

describe('photo files', () => {
  it('are written under the private uploads folder, outside the public media folder', async () => {
    const dir = harness.payload.collections['submission-photos'].config.upload.staticDir!
    const mediaDir = harness.payload.collections.media.config.upload.staticDir!
    expect(path.resolve(dir).startsWith(path.resolve(mediaDir))).toBe(false)
    expect((await readdir(dir)).length).toBeGreaterThan(0)
  })
})
