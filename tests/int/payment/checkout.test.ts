/**
 * POST /api/_payments/{location}/checkout against a local stand-in of Stripe's API: the session
 * Stripe is asked for, the payment row, and every refusal (which stores nothing and asks Stripe
 * for nothing).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { paymentSchema, paymentTerms } from '@/features/payment/schema'
import { validateForm } from '@/features/forms/validate-form'
import { en } from '@/lib/i18n/messages/en'
import { createRateLimiter } from '@/lib/rate-limit'

import { payerFields, SECRET_KEY, SITE_URL, startHarness, type Harness } from './harness'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})

afterAll(async () => {
  await harness?.close()
})

const count = async () => (await harness.payload.count({ collection: 'payments' })).totalDocs

/** Nothing stored, nothing asked of Stripe, since `before`. */
async function expectNothingDone(before: { payments: number; requests: number }) {
  expect(await count()).toBe(before.payments)
  expect(harness.stripe.requests.length).toBe(before.requests)
}

const snapshot = async () => ({ payments: await count(), requests: harness.stripe.requests.length })

describe('a valid payment', () => {
  it('creates a Checkout Session for the amount in minor units, with the reference and our id in its metadata', async () => {
    const before = harness.stripe.requests.length
    const response = await harness.checkout('central', payerFields({ amount: '125.5' }))
    expect(response.status).toBe(201)
    const answer = (await response.json()) as { id: number; url: string }

    expect(harness.stripe.requests.length).toBe(before + 1)
    const request = harness.stripe.requests.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.path).toBe('/v1/checkout/sessions')
    expect(request.headers.authorization).toBe(`Bearer ${SECRET_KEY}`)
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const params = request.params
    expect(params.mode).toBe('payment')
    expect(params.line_items).toHaveLength(1)
    expect(params.line_items[0].quantity).toBe('1')
    expect(params.line_items[0].price_data.unit_amount).toBe('12550')
    expect(params.line_items[0].price_data.currency).toBe('usd')
    expect(params.line_items[0].price_data.product_data).toEqual({
      name: 'Payment to Roster Central',
      description: 'Roster Central, reference INV-2041',
    })
    expect(params.locale).toBe('en')
    expect(params.customer_email).toBe('dana@example.test')
    expect(params.metadata).toEqual({
      payment_id: String(answer.id),
      reference: 'INV-2041',
      location: 'central',
    })
    expect(params.success_url).toBe(`${SITE_URL}/central-payment?session_id={CHECKOUT_SESSION_ID}`)
    expect(params.cancel_url).toBe(`${SITE_URL}/central-payment`)

    const session = [...harness.stripe.sessions.values()].at(-1)!
    expect(session.amount_total).toBe(12550)
    expect(answer.url).toBe(session.url)
    const payment = await harness.payload.findByID({ collection: 'payments', id: answer.id })
    expect(payment).toMatchObject({
      status: 'pending',
      amount: 12550,
      currency: 'usd',
      reference: 'INV-2041',
      payerName: 'Dana Whitfield',
      payerEmail: 'dana@example.test',
      note: 'Shoot of 12 March',
      checkoutSessionId: session.id,
    })
    expect(typeof payment.location === 'object' ? payment.location.slug : null).toBe('central')
  })

  it('opens Stripe’s page in the payer’s language, keeping staff’s record of it in English', async () => {
    const response = await harness.checkout('central', payerFields({ locale: 'es' }))
    expect(response.status).toBe(201)
    const params = harness.stripe.requests.at(-1)!.params
    expect(params.locale).toBe('es')
    expect(params.line_items[0].price_data.product_data).toEqual({
      name: 'Pago a Roster Central',
      description: 'Roster Central, referencia INV-2041',
    })
    expect(params.payment_intent_data.description).toBe('Roster Central, reference INV-2041')
  })

  it('uses the currency and limits of the location in the address', async () => {
    const response = await harness.checkout(
      'los-angeles',
      payerFields({ amount: '499.99', note: '' }),
    )
    expect(response.status).toBe(201)
    const params = harness.stripe.requests.at(-1)!.params
    expect(params.line_items[0].price_data).toMatchObject({ unit_amount: '49999', currency: 'eur' })
    expect(params.success_url).toBe(
      `${SITE_URL}/los-angeles-payment?session_id={CHECKOUT_SESSION_ID}`,
    )
  })
})

describe('refusals', () => {
  it('answers 422 with the messages the browser shows, naming the limits', async () => {
    const before = await snapshot()
    const body = payerFields({ amount: '10000.01', email: 'not-an-email', reference: '' })
    const response = await harness.checkout('central', body)
    expect(response.status).toBe(422)
    const { errors } = (await response.json()) as { errors: Record<string, string[]> }
    expect(errors).toEqual({
      amount: ['Amount must be between 10 and 10000.'],
      reference: ['Reference is required.'],
      email: ['Please enter a valid email address.'],
    })
    // The browser runs the same schema, made from the same location.
    const schema = paymentSchema(paymentTerms(harness.locations.central), {
      text: en.payment,
      locale: 'en',
    })
    const browser = await validateForm(schema, body)
    expect(browser.valid ? {} : browser.errors).toEqual(errors)
    await expectNothingDone(before)
  })

  it('refuses more decimals than the currency has, and amounts under the minimum', async () => {
    const before = await snapshot()
    const tooPrecise = await harness.checkout('central', payerFields({ amount: '12.345' }))
    expect(tooPrecise.status).toBe(422)
    expect(await tooPrecise.json()).toEqual({
      errors: { amount: ['Amount is not an allowed value.'] },
    })
    const tooSmall = await harness.checkout('los-angeles', payerFields({ amount: '4.99' }))
    expect(await tooSmall.json()).toEqual({
      errors: { amount: ['Amount must be between 5 and 500.'] },
    })
    await expectNothingDone(before)
  })

  it('refuses a cross-site post with 403', async () => {
    const before = await snapshot()
    const response = await harness.checkout('central', payerFields(), {
      headers: { origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    await expectNothingDone(before)
  })

  it('answers 404 for an office that does not exist', async () => {
    const before = await snapshot()
    expect((await harness.checkout('atlantis', payerFields())).status).toBe(404)
    await expectNothingDone(before)
  })

  it('answers 413 for a body over the limit and 400 for one that is not JSON', async () => {
    const before = await snapshot()
    const huge = await harness.checkout('central', payerFields({ note: 'x'.repeat(20_000) }))
    expect(huge.status).toBe(413)
    expect((await harness.checkout('central', 'amount=10')).status).toBe(400)
    await expectNothingDone(before)
  })

  it('limits payments per client address: 429 with Retry-After', async () => {
    const rateLimit = createRateLimiter({ name: 'payment-limit-test', points: 2, windowS: 3600 })
    const from = (address: string) =>
      harness.checkout('central', payerFields(), {
        headers: { 'x-roster-peer-address': address },
        deps: { rateLimit },
      })
    expect((await from('198.51.100.1')).status).toBe(201)
    expect((await from('198.51.100.1')).status).toBe(201)
    const before = await snapshot()
    const third = await from('198.51.100.1')
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    await expectNothingDone(before)
    expect((await from('198.51.100.2')).status).toBe(201)
  })

  it('answers 503 where staff switched online payment off for the office', async () => {
    const { payload, locations } = harness
    await payload.update({
      collection: 'locations',
      id: locations.central.id,
      data: { payments: { online: false } },
      context: { disableRevalidate: true },
    })
    try {
      const before = await snapshot()
      const response = await harness.checkout('central', payerFields())
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        message:
          'Online payment is not available for this office. The payment page explains how to pay.',
      })
      await expectNothingDone(before)
    } finally {
      await payload.update({
        collection: 'locations',
        id: locations.central.id,
        data: { payments: { online: true } },
        context: { disableRevalidate: true },
      })
    }
  })

  it('answers 502 when Stripe refuses, and marks the attempt failed', async () => {
    const { createStripeClient } = await import('@/features/payment/stripe-client')
    const wrongKey = createStripeClient({
      secretKey: 'sk_test_not_the_right_key',
      webhookSecret: 'whsec_x',
      apiBase: harness.stripe.url,
      timeoutMs: 5000,
    })
    const before = await count()
    const response = await harness.checkout('central', payerFields(), {
      deps: { stripe: wrongKey },
    })
    expect(response.status).toBe(502)
    const { docs } = await harness.payload.find({
      collection: 'payments',
      sort: '-id',
      limit: 1,
    })
    expect(await count()).toBe(before + 1)
    expect(docs[0]).toMatchObject({ status: 'failed', checkoutSessionId: null })
  })
})
