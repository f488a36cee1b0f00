/**
 * The form pipeline every form endpoint runs on (features/forms/endpoint.ts), tested once here
 * through a small endpoint of its own: each refusal in its order, the honeypot, the captcha, the
 * schema's messages, and idempotency (a stored key is replayed, and counted like any post). The
 * reading of the body itself (size, idle time, nesting) is in body-limits.test.ts. The contact,
 * application and checkout tests cover what each endpoint adds.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { handleForm, type FormDeps, type FormEndpoint } from '@/features/forms/endpoint'
import { defineFormSchema } from '@/features/forms/schema'
import { createRateLimiter } from '@/lib/rate-limit'

import { startCaptchaStandIn, type CaptchaStandIn } from '../../helpers/captcha-stand-in'
import { testPayload } from '../../helpers/payload'

const SITE_URL = 'http://localhost:3000'

const schema = defineFormSchema({
  name: { type: 'text', label: 'Name', validation: 'required|length:2,40' },
  email: { type: 'email', label: 'Email', validation: 'required|email' },
})

/** A guestbook: what it stores, under which key, and whether its service is "on". */
type Guestbook = {
  readonly entries: { key: string; fingerprint: string; name: string }[]
  open: boolean
}

function guestbookForm(
  book: Guestbook,
  options: Partial<FormEndpoint<typeof schema, null>> = {},
): FormEndpoint<typeof schema, null> {
  const stored = (key: string) => book.entries.findIndex((entry) => entry.key === key)
  return {
    noun: { one: 'entry', many: 'entries' },
    honeypot: true,
    unavailable: () => (book.open ? null : Response.json({ message: 'Closed' }, { status: 503 })),
    idempotency: {
      replay: async (key, fingerprint) => {
        const index = stored(key)
        if (index < 0) return null
        return book.entries[index]!.fingerprint === fingerprint
          ? Response.json({ id: index }, { status: 201 })
          : Response.json({ errors: { form: ['Sent with other details'] } }, { status: 422 })
      },
    },
    schema: async () => ({ schema, context: null }),
    accept: async ({ values, idempotencyKey, fingerprint }) => {
      book.entries.push({ key: idempotencyKey, fingerprint, name: values.name })
      return Response.json({ id: book.entries.length - 1 }, { status: 201 })
    },
    ...options,
  }
}

let payload: Payload
let book: Guestbook
let google: CaptchaStandIn

beforeAll(async () => {
  payload = await testPayload()
  google = await startCaptchaStandIn()
})

afterAll(async () => {
  await google?.close()
})

function deps(overrides: Partial<FormDeps> = {}): FormDeps {
  return {
    payload,
    rateLimit: createRateLimiter({ name: `guestbook-${Math.random()}`, points: 100, windowS: 60 }),
    maxBodyBytes: 1024,
    siteUrl: SITE_URL,
    trustedProxies: [],
    ...overrides,
  }
}

type Post = {
  body?: BodyInit
  headers?: Record<string, string>
  endpoint?: Partial<FormEndpoint<typeof schema, null>>
  deps?: FormDeps
}

function post(fields: Record<string, unknown> | null, options: Post = {}): Promise<Response> {
  const request = new Request(`${SITE_URL}/api/_forms/guestbook`, {
    method: 'POST',
    body: options.body ?? JSON.stringify(fields),
    headers: { 'content-type': 'application/json', origin: SITE_URL, ...options.headers },
  })
  return handleForm(request, guestbookForm(book, options.endpoint), options.deps ?? deps())
}

const valid = { name: 'Jo Booker', email: 'jo@example.test' }
const key = (suffix: string) => `guestbook-key-${suffix}`.padEnd(20, '0')

describe('the form pipeline', () => {
  beforeAll(() => {
    book = { entries: [], open: true }
  })

  it('accepts a valid form: 201 from the endpoint’s accept', async () => {
    const response = await post(valid)
    expect(response.status).toBe(201)
    expect(book.entries.at(-1)?.name).toBe('Jo Booker')
  })

  it('refuses in order, storing nothing: origin, availability, type, size, key', async () => {
    const before = book.entries.length
    const crossSite = await post(valid, { headers: { origin: 'https://evil.example' } })
    expect(crossSite.status).toBe(403)
    book.open = false
    expect((await post(valid)).status).toBe(503)
    book.open = true
    const text = await post(null, { body: 'hello', headers: { 'content-type': 'text/plain' } })
    expect(text.status).toBe(415)
    const declared = await post(null, {
      body: JSON.stringify({ ...valid, name: 'x'.repeat(2000) }),
    })
    expect(declared.status).toBe(413)
    expect(await declared.json()).toEqual({ message: 'The entry is too large' })
    expect((await post(valid, { headers: { 'idempotency-key': 'short' } })).status).toBe(400)
    expect((await post(null, { body: '{"name":' })).status).toBe(400)
    expect(book.entries.length).toBe(before)
  })

  it('reads urlencoded and multipart posts as well as JSON', async () => {
    const form = new FormData()
    for (const [name, value] of Object.entries(valid)) form.append(name, value)
    const request = new Request(`${SITE_URL}/api/_forms/guestbook`, {
      method: 'POST',
      body: form,
      headers: { origin: SITE_URL },
    })
    expect((await handleForm(request, guestbookForm(book), deps())).status).toBe(201)
    const urlencoded = await post(null, {
      body: new URLSearchParams(valid).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(urlencoded.status).toBe(201)
  })

  it('answers 422 with the browser’s messages, 400 for a prototype key', async () => {
    const response = await post({ name: 'J', email: 'jo@' })
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: {
        name: ['Name must be between 2 and 40 characters.'],
        email: ['Please enter a valid email address.'],
      },
    })
    expect((await post(null, { body: '{"__proto__": {"x": 1}, "name": "Jo"}' })).status).toBe(400)
  })

  it('gives a filled honeypot a fake 201 and stores nothing', async () => {
    const before = book.entries.length
    const response = await post({ ...valid, website: 'http://spam.example' })
    expect(response.status).toBe(201)
    expect(book.entries.length).toBe(before)
  })

  it('limits attempts per client address with 429 and Retry-After, a stored key’s retries too', async () => {
    const limited = deps({
      rateLimit: createRateLimiter({
        name: `guestbook-limit-${Math.random()}`,
        points: 2,
        windowS: 60,
      }),
    })
    const from = { 'x-roster-peer-address': '198.51.100.7' }
    const stored = key('limit')
    const send = () =>
      post(valid, { deps: limited, headers: { ...from, 'idempotency-key': stored } })
    expect((await send()).status).toBe(201)
    expect((await post({ name: '' }, { deps: limited, headers: from })).status).toBe(422)
    const refused = await post(valid, { deps: limited, headers: from })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // A key is no pass: its retry is counted like any post.
    const retry = await send()
    expect(retry.status).toBe(429)
    expect(Number(retry.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('counts every post under one stored key with changed bodies (issue 29): 429 past the limit', async () => {
    const points = 3
    const limited = deps({
      rateLimit: createRateLimiter({ name: `guestbook-key-${Math.random()}`, points, windowS: 60 }),
    })
    const headers = { 'x-roster-peer-address': '198.51.100.8', 'idempotency-key': key('changed') }
    expect((await post(valid, { deps: limited, headers })).status).toBe(201)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt++) {
      const changed = { ...valid, name: `Someone ${attempt}` }
      statuses.push((await post(changed, { deps: limited, headers })).status)
    }
    expect(statuses.slice(0, points - 1)).toEqual([422, 422])
    expect(statuses.slice(points - 1)).toEqual(Array(11 - (points - 1)).fill(429))
  })

  it('replays a stored key once with the same id, and refuses it with other details', async () => {
    const sent = key('replay')
    const first = await post(valid, { headers: { 'idempotency-key': sent } })
    const again = await post(valid, { headers: { 'idempotency-key': sent } })
    expect(await again.json()).toEqual(await first.json())
    expect(book.entries.filter((entry) => entry.key === sent)).toHaveLength(1)
    const other = await post(
      { ...valid, name: 'Someone Else' },
      { headers: { 'idempotency-key': sent } },
    )
    expect(other.status).toBe(422)
  })

  it('stores a burst of one key once', async () => {
    const sent = key('burst')
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(valid, { headers: { 'idempotency-key': sent } })),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201])
    expect(book.entries.filter((entry) => entry.key === sent)).toHaveLength(1)
  })

  /** Google's answer for a token of this form made on our host, with a bot (0) … human (1) score. */
  const verdict = (score: number) => ({
    success: true,
    score,
    action: 'guestbook',
    hostname: 'localhost',
    challenge_ts: new Date().toISOString(),
  })

  it('checks the captcha when its keys are set: 400 and nothing stored when it fails', async () => {
    const captcha = {
      action: 'guestbook',
      settings: {
        siteKey: 'test-site-key',
        secretKey: 'test-secret',
        verifyUrl: google.url,
        timeoutMs: 300,
      },
    }
    const before = book.entries.length
    google.answer(verdict(0.1))
    const bot = await post({ ...valid, captchaToken: 'token' }, { endpoint: { captcha } })
    expect(bot.status).toBe(400)
    expect(book.entries.length).toBe(before)
    google.answer(verdict(0.9))
    const person = await post({ ...valid, captchaToken: 'token' }, { endpoint: { captcha } })
    expect(person.status).toBe(201)
    expect(google.requests.at(-1)).toMatchObject({ secret: 'test-secret', response: 'token' })
  })
})
