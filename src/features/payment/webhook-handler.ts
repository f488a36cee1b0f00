/**
 * POST /api/_payments/webhook: Stripe's report of what happened to a Checkout Session. The
 * signature is checked over the body's bytes exactly as received (parsing and re-serialising
 * would change them) with a 300-second tolerance; any failure is a 400 that changes nothing.
 * A verified event is applied once (apply-event.ts). A database failure answers 500, so Stripe
 * retries the delivery (for up to three days) instead of losing it.
 */
import type { Payload } from 'payload'
import Stripe from 'stripe'

import { BodyTimeoutError, BodyTooLargeError, readBody } from '@/lib/http/read-body'

import { applyStripeEvent } from './apply-event'
import { WEBHOOK_TOLERANCE_S } from './constants'

export type WebhookDeps = {
  readonly payload: Payload
  /** Empty when Stripe is not set up: nothing can be verified. */
  readonly webhookSecret: string
  readonly maxBodyBytes: number
  /** A body that sends nothing for this long is dropped (408), as a form's is. */
  readonly bodyIdleTimeoutMs: number
}

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status })

export async function handleWebhook(request: Request, deps: WebhookDeps): Promise<Response> {
  const { payload } = deps
  if (!deps.webhookSecret) return answer(503, { message: 'Online payment is not set up' })
  const signature = request.headers.get('stripe-signature')
  if (!signature) return answer(400, { message: 'Missing Stripe-Signature header' })
  let event: Stripe.Event
  try {
    const body = await readBody(request, deps.maxBodyBytes, {
      idleTimeoutMs: deps.bodyIdleTimeoutMs,
    })
    event = Stripe.webhooks.constructEvent(body, signature, deps.webhookSecret, WEBHOOK_TOLERANCE_S)
  } catch (error) {
    if (error instanceof BodyTooLargeError) return answer(413, { message: error.message })
    if (error instanceof BodyTimeoutError) return answer(408, { message: error.message })
    payload.logger.warn(`Stripe webhook refused: ${(error as Error).message}`)
    return answer(400, { message: 'The signature does not match this body' })
  }
  try {
    const applied = await applyStripeEvent(payload, event)
    if (applied.kind === 'ignored') {
      payload.logger.info(`Stripe event ${event.id} ignored: ${applied.reason}`)
    }
    return answer(200, { received: true, ...applied })
  } catch (error) {
    payload.logger.error({ err: error }, `Stripe event ${event.id} could not be recorded`)
    return answer(500, { message: 'The event could not be recorded; deliver it again' })
  }
}
