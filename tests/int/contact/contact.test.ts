/**
 * POST /api/_forms/contact through the route handler, on a real database (SQLite, or
 * PostgreSQL with TEST_DATABASE_URL), with a local SMTP server receiving the mails.
 */
import { createLocalReq } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { exportMessagesCsv } from '@/cms/inbox/messages-csv'
import { handleContact } from '@/features/contact/handler'
import type { CaptchaSettings } from '@/features/captcha/verify'
import { createRateLimiter } from '@/lib/rate-limit'
import type { User } from '@/payload-types'

import { startCaptchaStandIn, type CaptchaStandIn } from '../../helpers/captcha-stand-in'
import { header } from '../submission/local-smtp'
import { messageFields, SITE_URL, startContactHarness, type ContactHarness } from './harness'

let harness: ContactHarness

beforeAll(async () => {
  harness = await startContactHarness()
})

afterAll(async () => {
  await harness?.close()
})

async function expectNothingStored(before: number) {
  expect(await harness.count()).toBe(before)
}

describe('a valid message', () => {
  it('is stored for its office, answered 201 {id}, and mailed to the office and the visitor', async () => {
    const mailsBefore = harness.smtp.mails.length
    const response = await harness.post(messageFields())
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const stored = await harness.payload.findByID({ collection: 'messages', id, depth: 0 })
    expect(stored).toMatchObject({
      status: 'new',
      location: harness.offices['los-angeles'],
      name: 'Jo Booker',
      email: 'jo@example.test',
      phone: '+1 (213) 555-0100',
      subject: 'Booking enquiry',
      message: 'Two models for a campaign shoot in Malibu, 12 to 14 May.',
    })
    expect(Date.now() - Date.parse(stored.consentAt!)).toBeLessThan(60_000)

    const mails = harness.smtp.mails.slice(mailsBefore)
    expect(mails).toHaveLength(2)
    const toOffice = mails.find((mail) => mail.to.includes('la@roster.test'))!
    const toVisitor = mails.find((mail) => mail.to.includes('jo@example.test'))!
    expect(header(toOffice.raw, 'Reply-To')).toBe('jo@example.test')
    expect(header(toOffice.raw, 'Subject')).toBe('Booking enquiry: message from Jo Booker')
    expect(toOffice.raw).toContain('Two models for a campaign shoot in Malibu')
    expect(toOffice.raw).toContain(`/admin/collections/messages/${id}`)
    expect(header(toVisitor.raw, 'Subject')).toBe('We received your message')
    expect(toVisitor.raw).toContain('Roster Los Angeles')
    // The confirmation carries none of the visitor's words: it may reach a stranger.
    expect(toVisitor.raw).not.toContain('Malibu')
    expect(toVisitor.raw).not.toContain('Jo Booker')
  })

  it('goes to the office it names: Central', async () => {
    const mailsBefore = harness.smtp.mails.length
    const response = await harness.post(messageFields({ location: 'central', phone: '' }))
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const stored = await harness.payload.findByID({ collection: 'messages', id, depth: 0 })
    expect(stored).toMatchObject({ location: harness.offices.central, phone: null })
    const mails = harness.smtp.mails.slice(mailsBefore)
    expect(
      mails
        .map((mail) => mail.to)
        .flat()
        .sort(),
    ).toEqual(['central@roster.test', 'jo@example.test'])
  })

  it('is accepted as a classic form post too (urlencoded and multipart)', async () => {
    const fields = Object.entries(messageFields({ consent: 'on' })).map(
      ([name, value]) => [name, String(value)] as [string, string],
    )
    expect((await harness.post(new URLSearchParams(fields))).status).toBe(201)
    const form = new FormData()
    for (const [name, value] of fields) form.append(name, value)
    expect((await harness.post(form)).status).toBe(201)
  })
})

describe('refusals store nothing', () => {
  it('422 with the browser’s messages for every wrong field', async () => {
    const before = await harness.count()
    const response = await harness.post(
      messageFields({
        location: 'paris',
        name: '',
        email: 'jo@',
        subject: undefined,
        message: 'Hi',
        consent: false,
      }),
    )
    expect(response.status).toBe(422)
    expect(await response.json()).toEqual({
      errors: {
        location: ['Office is not an allowed value.'],
        name: ['Full name is required.'],
        email: ['Please enter a valid email address.'],
        subject: ['Subject is required.'],
        message: ['Message must be between 10 and 5000 characters.'],
        consent: ['Please accept the privacy policy.'],
      },
    })
    await expectNothingStored(before)
  })

  it('the honeypot: a fake 201, nothing stored, no mail', async () => {
    const before = await harness.count()
    const mailsBefore = harness.smtp.mails.length
    const response = await harness.post(messageFields({ website: 'https://spam.example' }))
    expect(response.status).toBe(201)
    expect(await response.json()).toEqual({ id: expect.any(Number) })
    await expectNothingStored(before)
    expect(harness.smtp.mails.length).toBe(mailsBefore)
  })

  it('413 for a body over the limit, declared or streamed', async () => {
    const before = await harness.count()
    const big = messageFields({ message: 'x'.repeat(70 * 1024) })
    expect((await harness.post(big)).status).toBe(413)
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new Uint8Array(1024).fill(32))
        controller.close()
      },
    })
    const request = new Request(`${SITE_URL}/api/_forms/contact`, {
      method: 'POST',
      body: streamed,
      headers: { 'content-type': 'application/json', origin: SITE_URL },
      duplex: 'half',
    } as RequestInit)
    expect((await handleContact(request, harness.deps)).status).toBe(413)
    await expectNothingStored(before)
  })

  it('400 for a body that is not JSON, 415 for another type, 400 for a prototype key', async () => {
    const before = await harness.count()
    const bad = await harness.post('{"name":', { headers: { 'content-type': 'application/json' } })
    expect(bad.status).toBe(400)
    const text = await harness.post('hello', { headers: { 'content-type': 'text/plain' } })
    expect(text.status).toBe(415)
    const proto = await harness.post('{"__proto__": {"x": 1}, "name": "Jo"}', {
      headers: { 'content-type': 'application/json' },
    })
    expect(proto.status).toBe(400)
    await expectNothingStored(before)
  })

  it('403 for a post from another site', async () => {
    const before = await harness.count()
    const response = await harness.post(messageFields(), {
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    await expectNothingStored(before)
  })
})

describe('the rate limit', () => {
  it('allows 10 messages per client address an hour, then 429 with Retry-After', async () => {
    const rateLimit = createRateLimiter({ name: 'contact-limit-test', points: 10, windowS: 3600 })
    const post = (from: string) => harness.post(messageFields(), { from, deps: { rateLimit } })
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await post('198.51.100.1')).status).toBe(201)
    }
    const before = await harness.count()
    const limited = await post('198.51.100.1')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3500)
    await expectNothingStored(before)
    // Another address has its own ten; a spoofed X-Forwarded-For changes nothing.
    expect((await post('198.51.100.2')).status).toBe(201)
    const spoofed = await harness.post(messageFields(), {
      from: '198.51.100.1',
      headers: { 'x-forwarded-for': '192.0.2.99' },
      deps: { rateLimit },
    })
    expect(spoofed.status).toBe(429)
  })
})

describe('the captcha', () => {
  let google: CaptchaStandIn
  let captcha: CaptchaSettings

  beforeAll(async () => {
    google = await startCaptchaStandIn()
    captcha = {
      siteKey: 'test-site-key',
      secretKey: 'test-secret',
      verifyUrl: google.url,
      timeoutMs: 300,
    }
  })

  afterAll(async () => {
    await google?.close()
  })

  const passing = (overrides: Record<string, unknown> = {}) => ({
    success: true,
    score: 0.9,
    action: 'contact',
    hostname: 'localhost',
    challenge_ts: new Date().toISOString(),
    ...overrides,
  })

  it('400 and nothing stored when it fails: a bot’s score, another form’s token, no token', async () => {
    const before = await harness.count()
    for (const answer of [passing({ score: 0.1 }), passing({ action: 'submission' })]) {
      google.answer(answer)
      const response = await harness.post(messageFields({ captchaToken: 'token' }), {
        deps: { captcha },
      })
      expect(response.status).toBe(400)
    }
    google.answer(passing())
    expect((await harness.post(messageFields(), { deps: { captcha } })).status).toBe(400)
    await expectNothingStored(before)
  })

  it('201 with a passing token, sent to Google with the client address', async () => {
    google.answer(passing())
    const response = await harness.post(messageFields({ captchaToken: 'good-token' }), {
      deps: { captcha },
      from: '203.0.113.44',
    })
    expect(response.status).toBe(201)
    expect(google.requests.at(-1)).toEqual({
      secret: 'test-secret',
      response: 'good-token',
      remoteip: '203.0.113.44',
    })
  })
})

describe('the inbox', () => {
  async function staff(role: 'admin' | 'editor'): Promise<User> {
    return harness.payload.create({
      collection: 'users',
      data: {
        email: `${role}-messages@roster.test`,
        password: 'A-long-enough-passphrase-1',
        name: role,
        role,
      },
    })
  }

  /** The export as the admin's link asks for it: `query` is its address's query, parsed. */
  async function exportAs(
    user: User | null,
    query: Record<string, unknown> = {},
  ): Promise<Response> {
    const req = await createLocalReq({ ...(user ? { user } : {}), req: { query } }, harness.payload)
    return exportMessagesCsv(req)
  }

  it('is private: visitors read no message', async () => {
    await expect(
      harness.payload.find({ collection: 'messages', overrideAccess: false }),
    ).rejects.toThrow()
  })

  it('exports messages as CSV for admins, newest first, formula cells defused', async () => {
    expect((await harness.post(messageFields({ name: '=cmd("x")' }))).status).toBe(201)
    const newest = await harness.post(messageFields({ name: 'Newest, "Quoted"' }))
    const { id } = (await newest.json()) as { id: number }
    await harness.payload.update({ collection: 'messages', id, data: { status: 'answered' } })
    const admin = await staff('admin')
    const response = await exportAs(admin)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const bytes = Buffer.from(await response.arrayBuffer())
    // The UTF-8 byte-order mark first, for Excel.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'id,received,status,office,name,email,phone,subject,message,consentAt,notes,language',
    )
    // The sender's language, last: the message was sent from the English site.
    expect(lines[1]).toMatch(/,en$/)
    expect(lines[1]).toMatch(
      new RegExp(
        `^${id},[^,]+,answered,Los Angeles,"Newest, ""Quoted""",jo@example.test,'\\+1 \\(213\\) 555-0100,Booking enquiry,"Two models`,
      ),
    )
    expect(lines[2]).toContain(`,"'=cmd(""x"")",`)
    expect(lines).toHaveLength(1 + (await harness.count()))
    const answered = await exportAs(admin, { where: { status: { equals: 'answered' } } })
    expect((await answered.text()).trimEnd().split('\r\n')).toHaveLength(2)
    // The list's search box looks in the sender's name, as the list does.
    const searched = await exportAs(admin, { search: 'cmd' })
    const found = (await searched.text()).trimEnd().split('\r\n')
    expect(found).toHaveLength(2)
    expect(found[1]).toContain(`,"'=cmd(""x"")",`)
    expect((await exportAs(await staff('editor'))).status).toBe(403)
    expect((await exportAs(null)).status).toBe(401)
  })
})
