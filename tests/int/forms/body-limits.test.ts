/**
 * How the form pipeline (features/forms/endpoint.ts) reads a body, through the inquiry route's
 * handler on a real database (issue 29): a declared size over the limit is refused before a byte
 * is pulled, an undeclared one is cut at the limit, a body that stops arriving is dropped (408),
 * a value nested thousands deep is a 400 naming its field (it was a 500), and each of these posts
 * is counted by the rate limit before its body is read, whatever its Idempotency-Key. The
 * multipart reader (applications) gets the same size and idle rules.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleForm, type FormDeps, type FormEndpoint } from '@/features/forms/endpoint'
import { defineFormSchema } from '@/features/forms/schema'
import { handleInquiry, type InquiryDeps } from '@/features/inquiry/handler'
import { createRateLimiter } from '@/lib/rate-limit'

import {
  inquiryFields,
  SITE_URL,
  startInquiryHarness,
  type InquiryHarness,
} from '../inquiry/harness'

const MiB = 1024 * 1024
const CHUNK = 64 * 1024

let harness: InquiryHarness

beforeAll(async () => {
  harness = await startInquiryHarness()
})

afterAll(async () => {
  await harness?.close()
})

/** A body that counts what the server pulls from it: `chunks` of CHUNK bytes, then it stalls. */
function countingBody(chunks: number, byte = 0x20) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= chunks * CHUNK) return new Promise<void>(() => {}) // stalls
        seen.pulled += CHUNK
        controller.enqueue(new Uint8Array(CHUNK).fill(byte))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, seen }
}

/** A body that sends `start` and then nothing more, ever. */
const stalledAfter = (start: string) =>
  new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(new TextEncoder().encode(start)),
  })

function request(
  path: string,
  body: BodyInit,
  headers: Record<string, string> = {},
  from = '203.0.113.50',
): Request {
  return new Request(`${SITE_URL}${path}`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: {
      origin: SITE_URL,
      'content-type': 'application/json',
      'x-roster-peer-address': from,
      ...headers,
    },
  } as RequestInit)
}

const inquiry = (body: BodyInit, headers?: Record<string, string>, deps?: Partial<InquiryDeps>) =>
  handleInquiry(request('/api/_forms/inquiry', body, headers), { ...harness.deps, ...deps })

/** `{"message": [[[…"x"…]]]}` nested `depth` arrays deep: about 2 bytes a level. */
const deeplyNested = (depth: number) =>
  `{"name":"Jo Booker","message":${'['.repeat(depth)}"x"${']'.repeat(depth)}}`

describe('the size of an inquiry body', () => {
  it('refuses a declared 20 MB by its Content-Length, 413 before a byte is pulled', async () => {
    const { stream, seen } = countingBody((20 * MiB) / CHUNK)
    const response = await inquiry(stream, { 'content-length': String(20 * MiB) })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ message: 'The inquiry is too large' })
    expect(seen.pulled).toBe(0)
  })

  it('cuts an undeclared (chunked) 20 MB off at INQUIRY_MAX_BODY_BYTES, 413', async () => {
    const { stream, seen } = countingBody((20 * MiB) / CHUNK)
    const response = await inquiry(stream)
    expect(response.status).toBe(413)
    expect(seen.pulled).toBeLessThanOrEqual(harness.deps.maxBodyBytes + CHUNK)
    expect(seen.cancelled).toBe(true)
  })
})

describe('a body that stops arriving', () => {
  it('is dropped after the idle timeout, 408, its stream cancelled', async () => {
    const { stream, seen } = countingBody(0)
    const started = Date.now()
    const response = await inquiry(stream, { 'content-length': '500' }, { bodyIdleTimeoutMs: 200 })
    expect(response.status).toBe(408)
    expect(await response.json()).toEqual({ message: 'The body stopped arriving' })
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(seen.cancelled).toBe(true)
  })

  it('is dropped when it stalls halfway, not only when nothing comes', async () => {
    const response = await inquiry(stalledAfter('{"name":"Jo'), {}, { bodyIdleTimeoutMs: 200 })
    expect(response.status).toBe(408)
  })
})

describe('nesting', () => {
  it('answers a 30,000-deep value 400 naming its field, not 500, and stores nothing', async () => {
    const before = await harness.count()
    const response = await inquiry(deeplyNested(30_000), {}, { maxBodyBytes: MiB })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'Field "message" is nested too deeply (at most 8 levels in the body)',
    })
    expect(await harness.count()).toBe(before)
  })

  it('says the body itself when it is not a record of fields', async () => {
    const response = await inquiry(`${'['.repeat(100)}${']'.repeat(100)}`)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      message: 'The body is nested too deeply (at most 8 levels)',
    })
  })

  it('reads a value nested within the limit as a field like any other (422 for its rules)', async () => {
    const response = await inquiry(JSON.stringify(inquiryFields({ name: [[[['x']]]] })))
    expect(response.status).toBe(422)
  })
})

describe('the rate limit counts every post before reading its body', () => {
  it('the issue’s 12 posts under one stored key with changed bodies: 429 past the limit', async () => {
    const points = 3
    const rateLimit = createRateLimiter({
      name: `body-limits-key-${Math.random()}`,
      points,
      windowS: 3600,
    })
    const headers = { 'idempotency-key': 'stored-key-0123456789abcdef' }
    const post = (fields: object) =>
      handleInquiry(
        request('/api/_forms/inquiry', JSON.stringify(fields), headers, '198.51.100.70'),
        {
          ...harness.deps,
          rateLimit,
        },
      )
    expect((await post(inquiryFields())).status).toBe(201)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++)
      statuses.push((await post(inquiryFields({ message: `Changed ${attempt}` }))).status)
    expect(statuses).toEqual([...Array(points - 1).fill(422), ...Array(11 - points + 1).fill(429)])
  })

  it('deep bodies, oversize bodies and stalled bodies each count, so none can be repeated past the limit', async () => {
    const rateLimit = createRateLimiter({
      name: `body-limits-each-${Math.random()}`,
      points: 3,
      windowS: 3600,
    })
    const from = '198.51.100.71'
    const deps = { ...harness.deps, rateLimit, maxBodyBytes: MiB, bodyIdleTimeoutMs: 100 }
    const key = { 'idempotency-key': 'stored-key-0123456789abcdef' }
    const send = (body: BodyInit, headers: Record<string, string> = {}) =>
      handleInquiry(request('/api/_forms/inquiry', body, { ...key, ...headers }, from), deps)
    expect((await send(deeplyNested(30_000))).status).toBe(400)
    expect((await send(countingBody((20 * MiB) / CHUNK).stream)).status).toBe(413)
    expect((await send(countingBody(0).stream)).status).toBe(408)
    const { stream, seen } = countingBody(1)
    const limited = await send(stream)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(seen.pulled).toBe(0)
    expect((await send(deeplyNested(30_000))).status).toBe(429)
  })
})

describe('a multipart body (applications)', () => {
  const schema = defineFormSchema({
    name: { type: 'text', label: 'Name', validation: 'required' },
  })
  const endpoint: FormEndpoint<typeof schema, null> = {
    noun: { one: 'application', many: 'applications' },
    honeypot: false,
    files: {
      maxFileBytes: MiB,
      maxFiles: 2,
      maxFieldBytes: 1024,
      maxFields: 10,
      fileField: 'photos',
    },
    schema: async () => ({ schema, context: null }),
    accept: async () => Response.json({ id: 1 }, { status: 201 }),
  }
  let payload: Payload
  beforeAll(() => {
    payload = harness.payload
  })
  const deps = (overrides: Partial<FormDeps> = {}): FormDeps => ({
    payload,
    rateLimit: createRateLimiter({
      name: `body-limits-multipart-${Math.random()}`,
      points: 100,
      windowS: 60,
    }),
    maxBodyBytes: 2 * MiB,
    siteUrl: SITE_URL,
    trustedProxies: [],
    ...overrides,
  })
  const multipart = { 'content-type': 'multipart/form-data; boundary=roster-boundary' }

  it('refuses a declared 20 MB before a byte is pulled', async () => {
    const { stream, seen } = countingBody((20 * MiB) / CHUNK)
    const response = await handleForm(
      request('/api/_forms/submission', stream, {
        ...multipart,
        'content-length': String(20 * MiB),
      }),
      endpoint,
      deps(),
    )
    expect(response.status).toBe(413)
    expect(seen.pulled).toBe(0)
  })

  it('drops an upload that stops arriving, 408', async () => {
    const start =
      '--roster-boundary\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\n'
    const response = await handleForm(
      request('/api/_forms/submission', stalledAfter(start), multipart),
      endpoint,
      deps({ bodyIdleTimeoutMs: 200 }),
    )
    expect(response.status).toBe(408)
    expect(await response.json()).toEqual({ message: 'The upload stopped arriving' })
  })
})
