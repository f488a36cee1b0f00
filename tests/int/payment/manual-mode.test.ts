/**
 * Without Stripe configured (or with online payment switched off for a location), the payment
 * page shows the location's manual instructions from the CMS and no form, and the endpoints
 * answer a clear error without storing anything.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadPaymentBlock } from '@/features/payment/block-state'
import { PaymentBlockView } from '@/features/payment/payment-block-view'
import { paymentsEnabled } from '@/lib/env'
import { richText } from '@/seed/rich-text'

import { payerFields, sign, startHarness, type Harness } from './harness'
import { stripeEvent } from '../../helpers/stripe-stand-in.mjs'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
  await harness.payload.update({
    collection: 'locations',
    id: harness.locations.central.id,
    data: {
      payments: {
        ...harness.locations.central.payments,
        manualInstructions: richText(
          'Pay by bank transfer to account 0012 3456 789, quoting your invoice number.',
        ),
      },
    },
    context: { disableRevalidate: true },
  })
})

afterAll(async () => {
  await harness?.close()
})

const unset = { secretKey: '', webhookSecret: '', apiBase: 'https://api.stripe.com', timeoutMs: 1 }

describe('with Stripe unset', () => {
  it('is off unless both secrets are set', () => {
    expect(paymentsEnabled(unset)).toBe(false)
    expect(paymentsEnabled({ ...unset, secretKey: 'sk_test_x' })).toBe(false)
    expect(paymentsEnabled({ ...unset, webhookSecret: 'whsec_x' })).toBe(false)
    expect(paymentsEnabled({ ...unset, secretKey: 'sk_test_x', webhookSecret: 'whsec_x' })).toBe(
      true,
    )
  })

  it('shows the location’s manual instructions and no form', async () => {
    const location = await harness.payload.findByID({
      collection: 'locations',
      id: harness.locations.central.id,
      depth: 0,
    })
    const state = await loadPaymentBlock(location, {}, paymentsEnabled(unset))
    expect(state.mode).toBe('manual')
    const html = renderToStaticMarkup(createElement(PaymentBlockView, { state, locale: 'en' }))
    expect(html).toContain('How to pay')
    expect(html).toContain('Pay by bank transfer to account 0012 3456 789')
    expect(html).not.toContain('<form')
    expect(html).not.toContain('Amount')
  })

  it('falls back to the office’s email and phone when staff wrote no instructions', async () => {
    const location = await harness.payload.findByID({
      collection: 'locations',
      id: harness.locations.losAngeles.id,
      depth: 0,
    })
    const state = await loadPaymentBlock(location, {}, false)
    const html = renderToStaticMarkup(createElement(PaymentBlockView, { state, locale: 'en' }))
    expect(html).toContain('mailto:los-angeles@roster.test')
    expect(html).not.toContain('<form')
  })

  it('answers the checkout with 503 and a clear message, storing nothing and calling nobody', async () => {
    const before = (await harness.payload.count({ collection: 'payments' })).totalDocs
    const requests = harness.stripe.requests.length
    const response = await harness.checkout('central', payerFields(), { deps: { stripe: null } })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      message:
        'Online payment is not available for this office. The payment page explains how to pay.',
    })
    expect((await harness.payload.count({ collection: 'payments' })).totalDocs).toBe(before)
    expect(harness.stripe.requests.length).toBe(requests)
  })

  it('answers the webhook with 503: nothing can be verified', async () => {
    const { handleWebhook } = await import('@/features/payment/webhook-handler')
    const body = JSON.stringify(stripeEvent('checkout.session.completed', { id: 'cs_test_x' }))
    const response = await handleWebhook(
      new Request('http://localhost:3000/api/_payments/webhook', {
        method: 'POST',
        body,
        headers: { 'stripe-signature': sign(body) },
      }),
      { ...harness.webhookDeps, webhookSecret: '' },
    )
    expect(response.status).toBe(503)
    expect((await harness.payload.count({ collection: 'payment-events' })).totalDocs).toBe(0)
  })
})

describe('with online payment switched off for one location', () => {
  it('shows that location’s instructions even with Stripe set up', async () => {
    const location = await harness.payload.findByID({
      collection: 'locations',
      id: harness.locations.central.id,
      depth: 0,
    })
    expect((await loadPaymentBlock(location, {}, true)).mode).toBe('online')
    const off = { ...location, payments: { ...location.payments, online: false } }
    expect((await loadPaymentBlock(off, {}, true)).mode).toBe('manual')
  })
})
