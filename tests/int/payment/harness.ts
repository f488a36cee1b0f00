import type { Payload } from 'payload'
import Stripe from 'stripe'

import type { CheckoutDeps } from '@/features/payment/checkout-handler'
import type { WebhookDeps } from '@/features/payment/webhook-handler'
import type { Location, Payment } from '@/payload-types'

import {
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from '../../helpers/stripe-stand-in.mjs'

/**
 * The payment routes under test, per file: a fresh database (tests/helpers/int-setup.ts) with
 * both offices, a local stand-in of Stripe's API, the official client pointed at it, and the
 * route handlers called as Next calls them.
 */
export const SITE_URL = 'http://localhost:3000'
export const SECRET_KEY = 'sk_test_roster_integration_0123456789'
export const WEBHOOK_SECRET = 'whsec_roster_integration_0123456789'

export type Harness = {
  readonly payload: Payload
  readonly stripe: StripeStandIn
  readonly locations: { readonly central: Location; readonly losAngeles: Location }
  readonly checkoutDeps: CheckoutDeps
  readonly webhookDeps: WebhookDeps
  readonly checkout: (
    location: string,
    body: unknown,
    options?: { headers?: Record<string, string>; deps?: Partial<CheckoutDeps> },
  ) => Promise<Response>
  readonly deliver: (body: string, signature: string | null) => Promise<Response>
  /** A started checkout: the stored payment and the session the stand-in holds for it. */
  readonly startPayment: (
    fields?: Record<string, string>,
  ) => Promise<{ payment: Payment; session: Record<string, unknown> }>
  readonly close: () => Promise<void>
}

/** A payment to Central that passes every rule. */
export function payerFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    amount: '125.50',
    reference: 'INV-2041',
    name: 'Dana Whitfield',
    email: 'dana@example.test',
    note: 'Shoot of 12 March',
    ...overrides,
  }
}

/** Signs a body as Stripe does, with the official package's test helper. */
export function sign(body: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? WEBHOOK_SECRET,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  })
}

/** An event about this session, as JSON, and the same signed. */
export function signedEvent(
  type: string,
  session: Record<string, unknown>,
  id?: string,
): { body: string; signature: string; id: string } {
  const event = stripeEvent(type, session, id)
  const body = JSON.stringify(event)
  return { body, signature: sign(body), id: event.id }
}

export async function startHarness(): Promise<Harness> {
  const { testPayload, testContext } = await import('../../helpers/payload')
  const { handleCheckout } = await import('@/features/payment/checkout-handler')
  const { handleWebhook } = await import('@/features/payment/webhook-handler')
  const { createStripeClient } = await import('@/features/payment/stripe-client')
  const { createRateLimiter } = await import('@/lib/rate-limit')
  const payload = await testPayload()
  const stripe = await startStripeStandIn({ secretKey: SECRET_KEY })

  const location = (
    name: string,
    slug: string,
    town: 'CENTRAL' | 'LA',
    payments: Location['payments'],
  ) =>
    payload.create({
      collection: 'locations',
      data: {
        name,
        slug,
        town,
        email: `${slug}@roster.test`,
        address: { street: '1 Main St', city: name },
        phone: '+1 310 555 0100',
        timeZone: 'America/Los_Angeles',
        payments,
      },
      context: testContext,
    })
  const central = await location('Central', 'central', 'CENTRAL', {
    currency: 'usd',
    minimumAmount: 10,
    maximumAmount: 10000,
  })
  const losAngeles = await location('Los Angeles', 'los-angeles', 'LA', {
    currency: 'eur',
    minimumAmount: 5,
    maximumAmount: 500,
  })

  const checkoutDeps: CheckoutDeps = {
    payload,
    stripe: createStripeClient({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiBase: stripe.url,
      timeoutMs: 5000,
    }),
    rateLimit: createRateLimiter({ name: 'payment-test', points: 1000, windowS: 3600 }),
    maxBodyBytes: 16 * 1024,
    siteUrl: SITE_URL,
    trustedProxies: [],
  }
  const webhookDeps: WebhookDeps = {
    payload,
    webhookSecret: WEBHOOK_SECRET,
    maxBodyBytes: 1024 * 1024,
    bodyIdleTimeoutMs: 300,
  }

  const checkout: Harness['checkout'] = (slug, body, options = {}) =>
    handleCheckout(
      new Request(`${SITE_URL}/api/_payments/${slug}/checkout`, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: {
          'content-type': 'application/json',
          origin: SITE_URL,
          'x-roster-peer-address': '203.0.113.9',
          ...options.headers,
        },
      }),
      slug,
      { ...checkoutDeps, ...options.deps },
    )

  const deliver: Harness['deliver'] = (body, signature) =>
    handleWebhook(
      new Request(`${SITE_URL}/api/_payments/webhook`, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature === null ? {} : { 'stripe-signature': signature }),
        },
      }),
      webhookDeps,
    )

  const startPayment: Harness['startPayment'] = async (fields) => {
    const response = await checkout('central', payerFields(fields))
    if (response.status !== 201) throw new Error(`checkout → ${response.status}`)
    const { id } = (await response.json()) as { id: number }
    const payment = await payload.findByID({ collection: 'payments', id, depth: 0 })
    const session = stripe.sessions.get(payment.checkoutSessionId ?? '')
    if (!session) throw new Error(`no session for payment ${id}`)
    return { payment, session }
  }

  return {
    payload,
    stripe,
    locations: { central, losAngeles },
    checkoutDeps,
    webhookDeps,
    checkout,
    deliver,
    startPayment,
    close: () => stripe.close(),
  }
}
