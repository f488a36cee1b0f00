/**
 * The official Stripe client, pointed at STRIPE_API_BASE (Stripe's API unless a test sets a
 * local stand-in), with a timeout a visitor can wait out instead of Stripe's 80 seconds.
 */
import Stripe from 'stripe'

import type { StripeSettings } from '@/lib/env'

import { PAYMENT_ID_KEY, SESSION_PARAM } from './constants'

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBase)
  const protocol = base.protocol === 'http:' ? 'http' : 'https'
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    timeout: settings.timeoutMs,
    maxNetworkRetries: 1,
    telemetry: false,
    appInfo: { name: 'Roster' },
  })
}

export type NewCheckout = {
  readonly paymentId: number
  /** In minor units. */
  readonly amount: number
  readonly currency: string
  readonly reference: string
  readonly payerEmail: string
  readonly location: { readonly name: string; readonly slug: string }
  /** The absolute address of the location's payment page: success and cancel both lead back. */
  readonly pageUrl: string
}

/** One line for the whole amount; our payment's id and the reference travel in the metadata. */
export function createCheckoutSession(
  stripe: Stripe,
  checkout: NewCheckout,
): Promise<Stripe.Checkout.Session> {
  const metadata = {
    [PAYMENT_ID_KEY]: String(checkout.paymentId),
    reference: checkout.reference,
    location: checkout.location.slug,
  }
  const description = `Roster ${checkout.location.name}, reference ${checkout.reference}`
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: checkout.currency,
          unit_amount: checkout.amount,
          product_data: { name: `Payment to Roster ${checkout.location.name}`, description },
        },
      },
    ],
    customer_email: checkout.payerEmail,
    client_reference_id: String(checkout.paymentId),
    metadata,
    payment_intent_data: { description, metadata },
    success_url: `${checkout.pageUrl}?${SESSION_PARAM}={CHECKOUT_SESSION_ID}`,
    cancel_url: checkout.pageUrl,
  })
}
