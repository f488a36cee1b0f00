/**
 * POST /api/_payments/{location}/checkout: starts a payment. In the order that costs least for
 * what it refuses: origin (403), online payment on (503), rate limit (429), body (413/400), the
 * location (404), the form's rules (422); then a pending payment row, a Stripe Checkout Session
 * for it, and 201 {id, url}. The browser goes on to `url`, Stripe's payment page.
 */
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import { invalidFormResponse, validateForm } from '@/features/forms/validate-form'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { BodyTooLargeError, readBody } from '@/lib/http/read-body'
import { crossSiteRefusal, isSameOriginRequest } from '@/lib/http/same-origin'
import { locationPagePath } from '@/lib/paths'
import type { RateLimiter } from '@/lib/rate-limit'

import { paysOnline } from './availability'
import { toMinorUnits } from '@/lib/money'
import { paymentSchema, paymentTerms } from './schema'
import { createCheckoutSession } from './stripe-client'

export type CheckoutDeps = {
  readonly payload: Payload
  /** Null when Stripe is not set up (paymentsEnabled). */
  readonly stripe: Stripe | null
  readonly rateLimit: RateLimiter
  readonly maxBodyBytes: number
  /** The public origin (SITE_URL): browsers must post from it; Stripe sends payers back to it. */
  readonly siteUrl: string
  readonly trustedProxies: readonly string[]
}

export const NOT_ONLINE =
  'Online payment is not available for this office. The payment page explains how to pay.'

const refuse = (status: number, message: string, headers?: HeadersInit) =>
  Response.json({ message }, { status, headers })

export async function handleCheckout(
  request: Request,
  locationSlug: string,
  deps: CheckoutDeps,
): Promise<Response> {
  if (!isSameOriginRequest(request.headers, deps.siteUrl)) return crossSiteRefusal()
  const { payload, stripe } = deps
  if (!stripe) return refuse(503, NOT_ONLINE)
  const address = clientAddress(request.headers, deps.trustedProxies)
  const rate = await deps.rateLimit.consume(rateLimitKey(address))
  if (!rate.allowed) {
    return refuse(429, 'Too many payments started from your address; try again later', {
      'Retry-After': String(rate.retryAfterS),
    })
  }
  let body: unknown
  try {
    body = JSON.parse((await readBody(request, deps.maxBodyBytes)).toString('utf8'))
  } catch (error) {
    if (error instanceof BodyTooLargeError) return refuse(413, 'The form is too large')
    return refuse(400, 'Send the form as JSON')
  }

  const { docs } = await payload.find({
    collection: 'locations',
    where: { slug: { equals: locationSlug } },
    select: { name: true, slug: true, payments: true },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  const location = docs[0]
  if (!location) return refuse(404, `No office "${locationSlug}"`)
  if (!paysOnline(location, true)) return refuse(503, NOT_ONLINE)

  const terms = paymentTerms(location)
  const result = await validateForm(paymentSchema(terms), body)
  if (!result.valid) return invalidFormResponse(result)
  const { values } = result
  const amount = toMinorUnits(values.amount, terms.currency)
  // The schema's pattern and this parser agree; a disagreement is a bug, not the payer's fault.
  if (amount === null) throw new Error(`Amount "${values.amount}" passed the rules but not parsing`)

  const payment = await payload.create({
    collection: 'payments',
    data: {
      status: 'pending',
      location: location.id,
      reference: values.reference,
      amount,
      currency: terms.currency,
      payerName: values.name,
      payerEmail: values.email,
      note: values.note || null,
    },
  })
  let session: Stripe.Checkout.Session
  try {
    session = await createCheckoutSession(stripe, {
      paymentId: payment.id,
      amount,
      currency: terms.currency,
      reference: values.reference,
      payerEmail: values.email,
      location: { name: location.name, slug: location.slug },
      pageUrl: `${deps.siteUrl}${locationPagePath(location.slug, 'payment')}`,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `Payment ${payment.id}: Stripe refused the checkout`)
    await payload.update({ collection: 'payments', id: payment.id, data: { status: 'failed' } })
    return refuse(
      502,
      'We could not reach our payment provider. Nothing was charged; please try again in a few minutes.',
    )
  }
  if (!session.url) throw new Error(`Checkout Session ${session.id} came without a url`)
  await payload.update({
    collection: 'payments',
    id: payment.id,
    data: { checkoutSessionId: session.id },
  })
  return Response.json({ id: payment.id, url: session.url }, { status: 201 })
}
