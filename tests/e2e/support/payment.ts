import type { APIRequestContext, Page } from '@playwright/test'
import Stripe from 'stripe'

import { stripeEvent } from '../../helpers/stripe-stand-in.mjs'
import { E2E_PORT } from './server-env'
import {
  E2E_STRIPE_SECRET_KEY,
  E2E_STRIPE_WEBHOOK_SECRET,
  e2eStripeApiBase,
} from './stripe-env.mjs'

export type Payer = {
  amount: string
  reference: string
  name: string
  email: string
  note?: string
}

/** Fills the payment form by its labels, as a payer would. */
export async function fillPayment(page: Page, payer: Payer): Promise<void> {
  await page.getByLabel(/^Amount/).fill(payer.amount)
  await page.getByLabel('Invoice or reference number').fill(payer.reference)
  await page.getByLabel('Your name').fill(payer.name)
  await page.getByLabel('Email', { exact: true }).fill(payer.email)
  if (payer.note) await page.getByLabel('Note (optional)').fill(payer.note)
}

/** The session as Stripe's API (the stand-in) has it, read with the secret key. */
export async function retrieveSession(
  request: APIRequestContext,
  sessionId: string,
): Promise<Record<string, unknown>> {
  const response = await request.get(
    `${e2eStripeApiBase(E2E_PORT)}/v1/checkout/sessions/${sessionId}`,
    { headers: { Authorization: `Bearer ${E2E_STRIPE_SECRET_KEY}` } },
  )
  if (!response.ok()) throw new Error(`session ${sessionId}: ${response.status()}`)
  return response.json()
}

/** Sends an event about this session to the site's webhook, signed as Stripe signs it. */
export async function sendWebhook(
  request: APIRequestContext,
  type: string,
  session: Record<string, unknown>,
): Promise<number> {
  const body = JSON.stringify(stripeEvent(type, session))
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: E2E_STRIPE_WEBHOOK_SECRET,
  })
  const response = await request.post('/api/_payments/webhook', {
    data: body,
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
  })
  return response.status()
}
