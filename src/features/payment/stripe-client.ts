/**
 * The official Stripe client, pointed at STRIPE_API_BASE (Stripe's API unless a test sets a
 * local stand-in), with a timeout a visitor can wait out instead of Stripe's 80 seconds.
 */
import Stripe from 'stripe'

import type { StripeSettings } from '@/lib/env'
import { fill } from '@/lib/i18n/format'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

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
  /** The payer's language: Stripe's page speaks it. */
  readonly locale: Locale
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
  const words = { office: checkout.location.name, reference: checkout.reference }
  // What the payer reads on Stripe's page and receipt is in their language; staff's own record of
  // the payment in Stripe's dashboard stays English.
  const text = catalogues[checkout.locale].checkout
  const staffDescription = fill(catalogues[DEFAULT_LOCALE].checkout.description, words)
  return stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: checkout.currency,
          unit_amount: checkout.amount,
          product_data: {
            name: fill(text.product, words),
            description: fill(text.description, words),
          },
        },
      },
    ],
    customer_email: checkout.payerEmail,
    locale: checkout.locale,
    client_reference_id: String(checkout.paymentId),
    metadata,
    payment_intent_data: { description: staffDescription, metadata },
    success_url: `${checkout.pageUrl}?${SESSION_PARAM}={CHECKOUT_SESSION_ID}`,
    cancel_url: checkout.pageUrl,
  })
}
