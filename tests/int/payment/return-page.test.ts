/**
 * The payment page as the payer sees it back from Stripe: its state comes from our own record as
 * the webhook left it (the page's data function, then the section rendered to HTML), never from
 * anything else in the query string, and it never shows the payer's details.
 */
import { createElement, type ComponentProps } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { loadPaymentBlock } from '@/features/payment/block-state'
import { PaymentBlockView } from '@/features/payment/payment-block-view'
import type { PublicLocation } from '@/lib/data/agency'
import { PageLanguageProvider } from '@/lib/i18n/messages-context.client'
import { browserMessages, en } from '@/lib/i18n/messages/en'

import { signedEvent, startHarness, type Harness } from './harness'

// The lazy wrapper only splits the browser's code; Next renders the form on the server all the
// same, which renderToStaticMarkup (no Suspense) cannot: render the form itself here.
vi.mock('@/features/payment/lazy.client', () => import('@/features/payment/payment-form.client'))

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})

afterAll(async () => {
  await harness?.close()
})

async function central(): Promise<PublicLocation> {
  return harness.payload.findByID({
    collection: 'locations',
    id: harness.locations.central.id,
    depth: 0,
  })
}

async function returnPage(searchParams: Record<string, string>) {
  const state = await loadPaymentBlock(await central(), searchParams, true)
  // The site's layout gives the form its page's language; here the section renders alone.
  const section = createElement(PaymentBlockView, { state, locale: 'en' })
  const language = { locale: 'en', messages: browserMessages(en) } as const
  const page = createElement(
    PageLanguageProvider,
    language as ComponentProps<typeof PageLanguageProvider>,
    section,
  )
  return { state, html: renderToStaticMarkup(page) }
}

const paid = (session: Record<string, unknown>) => ({ ...session, payment_status: 'paid' })

describe('back from Stripe', () => {
  it('says pending until the webhook arrives, then received, with the amount and reference only', async () => {
    const { session } = await harness.startPayment()
    const sessionId = String(session.id)
    const before = await loadPaymentBlock(await central(), { session_id: sessionId }, true)
    expect(before.returned).toEqual({
      status: 'pending',
      amount: 12550,
      currency: 'usd',
      reference: 'INV-2041',
    })

    const event = signedEvent('checkout.session.completed', paid(session))
    expect((await harness.deliver(event.body, event.signature)).status).toBe(200)

    const { state, html } = await returnPage({ session_id: sessionId })
    expect(state.returned).toMatchObject({ status: 'paid' })
    expect(html).toContain('Payment received')
    expect(html).toContain('$125.50')
    expect(html).toContain('INV-2041')
    expect(html).not.toContain('<form')
    for (const secret of ['Dana Whitfield', 'dana@example.test', 'Shoot of 12 March']) {
      expect(html).not.toContain(secret)
    }
  })

  it('says the payment did not go through after a failure, and offers the form again', async () => {
    const { session } = await harness.startPayment({ amount: '40' })
    const event = signedEvent('checkout.session.expired', { ...session, status: 'expired' })
    expect((await harness.deliver(event.body, event.signature)).status).toBe(200)

    const { state, html } = await returnPage({ session_id: String(session.id) })
    expect(state.returned).toMatchObject({ status: 'failed' })
    expect(html).toContain('Payment not completed')
    expect(html).toContain('$40.00')
    expect(html).not.toContain('Payment received')
    expect(html).toContain('<form')
    expect(html).toContain('Continue to payment')
  })

  it('ignores every other value in the query string', async () => {
    const { session } = await harness.startPayment()
    // The pending view refreshes itself through Next's router, so only its data is checked here.
    const state = await loadPaymentBlock(
      await central(),
      {
        session_id: String(session.id),
        status: 'paid',
        payment_status: 'paid',
        redirect_status: 'succeeded',
      },
      true,
    )
    expect(state.returned).toMatchObject({ status: 'pending' })
  })

  it('finds nothing for a guessed, malformed or other office’s session id', async () => {
    const { session } = await harness.startPayment()
    for (const sessionId of ['cs_test_guessed0000000000000000', 'not-a-session', '1']) {
      const { state, html } = await returnPage({ session_id: sessionId })
      expect(state.returned).toBe('unknown')
      expect(html).toContain('Payment not found')
      expect(html).not.toContain('INV-2041')
    }
    const elsewhere = await harness.payload.findByID({
      collection: 'locations',
      id: harness.locations.losAngeles.id,
      depth: 0,
    })
    const other = await loadPaymentBlock(elsewhere, { session_id: String(session.id) }, true)
    expect(other.returned).toBe('unknown')
  })

  it('shows the form, without any outcome, to a visitor who arrives without a session id', async () => {
    const { state, html } = await returnPage({})
    expect(state).toMatchObject({ mode: 'online', returned: null })
    expect(html).toContain('Amount (USD)')
    expect(html).toContain('From $10.00 to $10,000.00')
    expect(html).not.toContain('role="status"')
  })
})
