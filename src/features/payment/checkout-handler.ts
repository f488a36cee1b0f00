/**
 * POST /api/_payments/{location}/checkout: starts a payment, on the shared form pipeline
 * (features/forms/endpoint) with no honeypot or captcha (Stripe's page has its own checks). What is
 * the checkout's own: 503 while online payment is off, the location (404) and its terms, then a
 * pending payment row, a Stripe Checkout Session for it, and 201 {id, url}. The browser goes on to
 * `url`, Stripe's payment page, in the payer's language, which brings them back to the payment
 * page in it.
 */
import type { Payload } from 'payload'
import type Stripe from 'stripe'

import {
  handleForm,
  type AcceptedForm,
  type FormDeps,
  type FormEndpoint,
} from '@/features/forms/endpoint'
import { getOffices, type Office } from '@/lib/data/offices'
import { fill } from '@/lib/i18n/format'
import { DEFAULT_LOCALE, localizedPath } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { toMinorUnits } from '@/lib/money'
import { locationPagePath } from '@/lib/paths'

import { paysOnline } from './availability'
import { paymentSchema, paymentTerms, type PaymentSchema, type PaymentTerms } from './schema'
import { createCheckoutSession } from './stripe-client'

export type CheckoutDeps = FormDeps & {
  /** Null when Stripe is not set up (paymentsEnabled). */
  readonly stripe: Stripe | null
}

type Context = { readonly location: Office; readonly terms: PaymentTerms }

const refuse = (status: number, message: string) => Response.json({ message }, { status })

export function handleCheckout(
  request: Request,
  locationSlug: string,
  deps: CheckoutDeps,
): Promise<Response> {
  return handleForm(request, checkoutForm(locationSlug, deps), deps)
}

function checkoutForm(
  locationSlug: string,
  deps: CheckoutDeps,
): FormEndpoint<PaymentSchema, Context> {
  const { payload, stripe } = deps
  return {
    noun: { one: 'payment', many: 'payments started' },
    honeypot: false,
    // Before the body is read the payer's language is unknown: English, as the pipeline's own.
    unavailable: () => (stripe ? null : refuse(503, catalogues[DEFAULT_LOCALE].payment.notOnline)),
    async schema(_fields, locale) {
      const text = catalogues[locale].payment
      const location = (await getOffices(locale, payload)).find(
        (office) => office.slug === locationSlug,
      )
      if (!location) return refuse(404, fill(text.noOffice, { slug: locationSlug }))
      if (!paysOnline(location, true)) return refuse(503, text.notOnline)
      const terms = paymentTerms(location)
      return { schema: paymentSchema(terms, { text, locale }), context: { location, terms } }
    },
    // `unavailable` refuses every request while Stripe is off.
    accept: (form) => startCheckout(payload, stripe!, form, deps.siteUrl),
  }
}

async function startCheckout(
  payload: Payload,
  stripe: Stripe,
  { values, locale, context: { location, terms } }: AcceptedForm<PaymentSchema, Context>,
  siteUrl: string,
): Promise<Response> {
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
      locale,
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
      locale,
      pageUrl: `${siteUrl}${localizedPath(locationPagePath(location.slug, 'payment'), locale)}`,
    })
  } catch (error) {
    payload.logger.error({ err: error }, `Payment ${payment.id}: Stripe refused the checkout`)
    await payload.update({ collection: 'payments', id: payment.id, data: { status: 'failed' } })
    return refuse(502, catalogues[locale].payment.providerDown)
  }
  if (!session.url) throw new Error(`Checkout Session ${session.id} came without a url`)
  await payload.update({
    collection: 'payments',
    id: payment.id,
    data: { checkoutSessionId: session.id },
  })
  return Response.json({ id: payment.id, url: session.url }, { status: 201 })
}
