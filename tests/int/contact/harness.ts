import type { Payload } from 'payload'

import type { ContactDeps } from '@/features/contact/handler'

import { startLocalSmtp, type LocalSmtp } from '../submission/local-smtp'

/**
 * The contact route under test: a fresh database (tests/helpers/int-setup.ts) with both offices,
 * a local SMTP server that receives the mails, and the route handler called as Next calls it.
 * SMTP_URL is set before Payload's config is first imported.
 */
export type ContactHarness = {
  readonly payload: Payload
  readonly smtp: LocalSmtp
  readonly deps: ContactDeps
  readonly offices: Record<'central' | 'los-angeles', number>
  readonly post: (body: BodyInit | object, options?: PostOptions) => Promise<Response>
  readonly count: () => Promise<number>
  readonly close: () => Promise<void>
}

export type PostOptions = {
  readonly headers?: Record<string, string>
  readonly deps?: Partial<ContactDeps>
  /** The client address the server stamps on the request. */
  readonly from?: string
}

export const SITE_URL = 'http://localhost:3000'

export async function startContactHarness(): Promise<ContactHarness> {
  const smtp = await startLocalSmtp()
  process.env.SMTP_URL = smtp.url
  const { createTestOffices, testPayload } = await import('../../helpers/payload')
  const { handleContact } = await import('@/features/contact/handler')
  const { createRateLimiter } = await import('@/lib/rate-limit')
  const payload = await testPayload()
  const offices = await createTestOffices(payload)
  const deps: ContactDeps = {
    payload,
    rateLimit: createRateLimiter({ name: 'contact-test', points: 1000, windowS: 3600 }),
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
    post: (body, options = {}) => {
      const json = !(
        typeof body === 'string' ||
        body instanceof URLSearchParams ||
        body instanceof FormData
      )
      const request = new Request(`${SITE_URL}/api/_forms/contact`, {
        method: 'POST',
        body: json ? JSON.stringify(body) : (body as BodyInit),
        headers: {
          'x-roster-peer-address': options.from ?? '203.0.113.7',
          origin: SITE_URL,
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
      })
      return handleContact(request, { ...deps, ...options.deps })
    },
    count: async () => (await payload.count({ collection: 'messages' })).totalDocs,
    close: () => smtp.close(),
  }
}

/** A message to Los Angeles that passes every rule. */
export function messageFields(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    location: 'los-angeles',
    name: 'Jo Booker',
    email: 'jo@example.test',
    phone: '+1 (213) 555-0100',
    subject: 'booking',
    message: 'Two models for a campaign shoot in Malibu, 12 to 14 May.',
    consent: true,
    ...overrides,
  }
}
