import type { Payload } from 'payload'

import type { InquiryDeps } from '@/features/inquiry/handler'

import { startLocalSmtp, type LocalSmtp } from '../submission/local-smtp'

/**
 * The inquiry route under test: a fresh database (tests/helpers/int-setup.ts) with both offices,
 * a book of published talents (two in Central, one in Los Angeles) and a draft, a local SMTP
 * server that receives the mails, and the route handler called as Next calls it.
 */
export type InquiryHarness = {
  readonly payload: Payload
  readonly smtp: LocalSmtp
  readonly deps: InquiryDeps
  readonly offices: Record<'central' | 'los-angeles', number>
  readonly talents: Record<string, number>
  readonly post: (body: BodyInit | object, options?: PostOptions) => Promise<Response>
  readonly count: () => Promise<number>
  readonly close: () => Promise<void>
}

export type PostOptions = {
  readonly headers?: Record<string, string>
  readonly deps?: Partial<InquiryDeps>
  /** The client address the server stamps on the request. */
  readonly from?: string
}

export const SITE_URL = 'http://localhost:3000'

export async function startInquiryHarness(): Promise<InquiryHarness> {
  const smtp = await startLocalSmtp()
  process.env.SMTP_URL = smtp.url
  const { createTestOffices, testPayload, testContext } = await import('../../helpers/payload')
  const { handleInquiry } = await import('@/features/inquiry/handler')
  const { createRateLimiter } = await import('@/lib/rate-limit')
  const payload = await testPayload()
  const offices = await createTestOffices(payload)
  const talents: Record<string, number> = {}
  for (const [name, slug, office, status] of [
    ['Ada Stone', 'ada-stone', 'central', 'published'],
    ['Bea Marsh', 'bea-marsh', 'central', 'published'],
    ['Cole Reyes', 'cole-reyes', 'los-angeles', 'published'],
    ['Dee Draft', 'dee-draft', 'central', 'draft'],
  ] as const) {
    const created = await payload.create({
      collection: 'talents',
      data: { name, slug, location: offices[office], _status: status },
      draft: status === 'draft',
      context: testContext,
    })
    talents[slug] = created.id
  }
  await payload.create({
    collection: 'books',
    data: { title: 'Women', slug: 'women', talents: Object.values(talents), _status: 'published' },
    context: testContext,
  })
  const deps: InquiryDeps = {
    payload,
    rateLimit: createRateLimiter({ name: 'inquiry-test', points: 1000, windowS: 3600 }),
    maxBodyBytes: 64 * 1024,
    captcha: { siteKey: '', secretKey: '', verifyUrl: 'http://127.0.0.1:9/unused', timeoutMs: 500 },
    siteUrl: SITE_URL,
    trustedProxies: [],
    awaitMails: true,
  }
  return {
    payload,
    smtp,
    deps,
    offices,
    talents,
    post: (body, options = {}) => {
      const json = !(
        typeof body === 'string' ||
        body instanceof URLSearchParams ||
        body instanceof FormData
      )
      const request = new Request(`${SITE_URL}/api/_forms/inquiry`, {
        method: 'POST',
        body: json ? JSON.stringify(body) : (body as BodyInit),
        headers: {
          'x-roster-peer-address': options.from ?? '203.0.113.7',
          origin: SITE_URL,
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      })
      return handleInquiry(request, { ...deps, ...options.deps })
    },
    count: async () => (await payload.count({ collection: 'inquiries' })).totalDocs,
    close: () => smtp.close(),
  }
}

/** An inquiry about the two Central talents that passes every rule. */
export function inquiryFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Jo Booker',
    company: 'North Pictures',
    email: 'jo@example.test',
    phone: '+1 (213) 555-0100',
    dates: '12 to 14 May',
    usage: 'Print and online, Europe, one year',
    message: 'A campaign shoot in Malibu.',
    consent: true,
    talents: ['bea-marsh', 'ada-stone'],
    ...overrides,
  }
}
