/** The running server's wiring of the payment routes: its Payload, Stripe client and limits. */
import type Stripe from 'stripe'

import { payloadClient } from '@/lib/data/payload'
import { env, paymentsEnabled } from '@/lib/env'
import { createRateLimiter } from '@/lib/rate-limit'

import type { CheckoutDeps } from './checkout-handler'
import { RATE_WINDOW_S } from './constants'
import { createStripeClient } from './stripe-client'
import type { WebhookDeps } from './webhook-handler'

const rateLimit = createRateLimiter({
  name: 'payment-checkout',
  points: env.payment.ratePerHour,
  windowS: RATE_WINDOW_S,
})

const stripe: Stripe | null = paymentsEnabled() ? createStripeClient(env.stripe) : null

export async function checkoutDeps(): Promise<CheckoutDeps> {
  return {
    payload: await payloadClient(),
    stripe,
    rateLimit,
    maxBodyBytes: env.payment.maxBodyBytes,
    siteUrl: env.siteUrl,
    trustedProxies: env.trustedProxies,
  }
}

export async function webhookDeps(): Promise<WebhookDeps> {
  return {
    payload: await payloadClient(),
    webhookSecret: paymentsEnabled() ? env.stripe.webhookSecret : '',
    maxBodyBytes: env.payment.webhookMaxBodyBytes,
    bodyIdleTimeoutMs: env.forms.bodyIdleTimeoutMs,
  }
}
