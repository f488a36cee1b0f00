import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'

import type { Payload } from 'payload'

import type { SubmissionDeps } from '@/features/submission/handler'

import { jpegWithExif, png } from '../image-proxy/fixtures'
import { startLocalSmtp, type LocalSmtp } from './local-smtp'

/**
 * One submission route under test per file: a fresh database (tests/helpers/int-setup.ts) with
 * both offices, a local SMTP server that receives the mails, and the route handler called as
 * Next would call it. SMTP_URL is set before Payload's config is first imported.
 */
export type Harness = {
  readonly payload: Payload
  readonly smtp: LocalSmtp
  readonly deps: SubmissionDeps
  readonly post: (form: FormData, options?: PostOptions) => Promise<Response>
  readonly count: () => Promise<{ submissions: number; photos: number; files: number }>
  readonly close: () => Promise<void>
}

export type PostOptions = {
  readonly key?: string | null
  /** Added to the defaults; null leaves a default header out. */
  readonly headers?: Record<string, string | null>
  readonly deps?: Partial<SubmissionDeps>
}

export const SITE_URL = 'http://localhost:3000'

export async function startHarness(): Promise<Harness> {
  const smtp = await startLocalSmtp()
  process.env.SMTP_URL = smtp.url
  const { createTestOffices, testPayload } = await import('../../helpers/payload')
  const { handleSubmission } = await import('@/features/submission/handler')
  const { createRateLimiter } = await import('@/lib/rate-limit')
  const { env } = await import('@/lib/env')
  const payload = await testPayload()
  await createTestOffices(payload)
  const deps: SubmissionDeps = {
    payload,
    rateLimit: createRateLimiter({ name: 'submission-test', points: 1000, windowS: 3600 }),
    limits: {
      maxPhotoBytes: 15 * 1024 * 1024,
      maxBodyBytes: 60 * 1024 * 1024,
      maxPhotoPixels: 50_000_000,
    },
    captcha: { siteKey: '', secretKey: '', verifyUrl: 'http://127.0.0.1:9/unused', timeoutMs: 500 },
    siteUrl: SITE_URL,
    trustedProxies: [],
    awaitMails: true,
  }
  const dir = env.privateUploadsDir
  return {
    payload,
    smtp,
    deps,
    post: async (form, options = {}) => {
      const key = options.key === undefined ? newKey() : options.key
      const headers = new Headers({
        'x-roster-peer-address': '203.0.113.7',
        // What a browser on the site sends; tests of refusals replace it.
        origin: SITE_URL,
        ...(key ? { 'idempotency-key': key } : {}),
      })
      for (const [name, value] of Object.entries(options.headers ?? {})) {
        if (value === null) headers.delete(name)
        else headers.set(name, value)
      }
      const { body, contentType } = await encodedAsReceived(form)
      headers.set('content-type', contentType)
      const request = new Request(`${SITE_URL}/api/_forms/submission`, {
        method: 'POST',
        body,
        headers,
        duplex: 'half',
      } as RequestInit)
      return handleSubmission(request, { ...deps, ...options.deps })
    },
    count: async () => ({
      submissions: (await payload.count({ collection: 'submissions' })).totalDocs,
      photos: (await payload.count({ collection: 'submission-photos' })).totalDocs,
      files: (await readdir(dir).catch(() => [])).length,
    }),
    close: () => smtp.close(),
  }
}

/**
 * The form as a server receives it: its encoded bytes, arriving in socket-sized chunks with no
 * declared length. (A Request made from a FormData streams it through undici's own encoder, which
 * on Node 24 throws an unhandled rejection when the handler stops reading a body it refuses.)
 */
async function encodedAsReceived(form: FormData) {
  const encoded = new Response(form)
  const bytes = new Uint8Array(await encoded.arrayBuffer())
  const chunkBytes = 64 * 1024
  let offset = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close()
      controller.enqueue(bytes.subarray(offset, offset + chunkBytes))
      offset += chunkBytes
    },
  })
  return { body, contentType: encoded.headers.get('content-type')! }
}

export const newKey = () => randomBytes(16).toString('hex')

export type Fields = Record<string, string>

/** An adult's application for Los Angeles that passes every rule. */
export function applicantFields(overrides: Fields = {}): Fields {
  return {
    name: 'Ana Lima',
    email: 'ana@example.test',
    phone: '+1 310 555 0199',
    dateOfBirth: '1999-04-12',
    gender: 'woman',
    location: 'los-angeles',
    town: 'Pasadena',
    height: '178',
    bust: '84',
    waist: '61',
    hips: '89',
    shoe: '39',
    instagram: '@ana.lima',
    message: 'Available from June.',
    consent: 'true',
    ...overrides,
  }
}

export type Photo = { name: string; bytes: Buffer; type?: string }

export async function twoPhotos(): Promise<Photo[]> {
  return [
    { name: 'head.jpg', bytes: await jpegWithExif(), type: 'image/jpeg' },
    { name: 'full.png', bytes: await png(300, 400), type: 'image/png' },
  ]
}

export function formData(fields: Fields, photos: readonly Photo[]): FormData {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const photo of photos) {
    form.append(
      'photos',
      new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type ?? 'image/jpeg' }),
    )
  }
  return form
}
