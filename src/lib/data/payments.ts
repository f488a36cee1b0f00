import 'server-only'

import { cache } from 'react'

import type { Payment } from '@/payload-types'

import { payloadClient } from './payload'

/** What the payer's return page may show: never their name, email or note. */
export type CheckoutPayment = Pick<Payment, 'status' | 'amount' | 'currency' | 'reference'>

/**
 * The payment a Stripe Checkout Session belongs to, at one location, as our own record has it
 * now (the webhook moves it). Never cached across requests: the status changes without a
 * publish. Payments are staff-only, so this one read overrides access, and the session id,
 * which Stripe makes long and random and gives only to the payer, is the key; only the status,
 * amount and reference are selected.
 */
export const getCheckoutPayment = cache(
  async (locationId: number, sessionId: string): Promise<CheckoutPayment | null> => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'payments',
      where: {
        and: [{ checkoutSessionId: { equals: sessionId } }, { location: { equals: locationId } }],
      },
      limit: 1,
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { status: true, amount: true, currency: true, reference: true },
    })
    const payment = docs[0]
    if (!payment) return null
    const { status, amount, currency, reference } = payment
    return { status, amount, currency, reference }
  },
)
