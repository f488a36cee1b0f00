/**
 * Applies one verified Stripe event to our payment, once. In one transaction: the status moves
 * with a single conditional UPDATE (`… WHERE status <> 'paid'`), which both engines run
 * atomically, so a late failure never overwrites a payment another delivery has just marked
 * paid; then the event's id goes into payment-events, whose unique index turns a redelivery
 * (even ten at once) into a rollback that changes nothing.
 */
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import type Stripe from 'stripe'

import type { PaymentStatus } from '@/cms/collections/inbox/payments'

import { PAYMENT_ID_KEY } from './constants'
import { isCheckoutEvent, outcomeOf } from './status'

export type Applied =
  | { readonly kind: 'applied'; readonly paymentId: number; readonly status: PaymentStatus }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'ignored'; readonly reason: string }

export async function applyStripeEvent(payload: Payload, event: Stripe.Event): Promise<Applied> {
  // libsql runs SQLite on this thread: a second transaction in the process cannot wait for the
  // first (its wait would block the thread the first one needs) and fails with SQLITE_BUSY. On
  // SQLite this process therefore applies events one at a time; PostgreSQL waits on row locks.
  if (payload.db.name !== 'sqlite') return apply(payload, event)
  const run = sqliteQueue.then(() => apply(payload, event))
  sqliteQueue = run.catch(() => undefined)
  return run
}

let sqliteQueue: Promise<unknown> = Promise.resolve()

async function apply(payload: Payload, event: Stripe.Event): Promise<Applied> {
  if (!isCheckoutEvent(event.type)) return { kind: 'ignored', reason: `type ${event.type}` }
  const session = event.data.object as Stripe.Checkout.Session
  const paymentId = Number(session.metadata?.[PAYMENT_ID_KEY])
  const payment =
    Number.isInteger(paymentId) && paymentId > 0
      ? await payload.findByID({
          collection: 'payments',
          id: paymentId,
          select: { status: true, checkoutSessionId: true },
          depth: 0,
          disableErrors: true,
        })
      : null
  if (!payment || (payment.checkoutSessionId && payment.checkoutSessionId !== session.id)) {
    return { kind: 'ignored', reason: `session ${session.id} is not a payment of ours` }
  }
  if (await isRecorded(payload, event.id)) return { kind: 'duplicate' }
  const outcome = outcomeOf(event.type, session.payment_status)

  const req = await createLocalReq({}, payload)
  const transactionID = await payload.db.beginTransaction()
  if (transactionID !== null) req.transactionID = transactionID
  try {
    const status =
      outcome === null
        ? payment.status
        : await moveStatus(payload, paymentId, outcome, session, req)
    await payload.create({
      collection: 'payment-events',
      data: { eventId: event.id, type: event.type, payment: paymentId, statusAfter: status },
      req,
    })
    if (transactionID !== null) await payload.db.commitTransaction(transactionID)
    return { kind: 'applied', paymentId, status }
  } catch (error) {
    if (transactionID !== null) await payload.db.rollbackTransaction(transactionID)
    // The same event committed by a concurrent delivery: the unique index refused this one.
    if (await isRecorded(payload, event.id)) return { kind: 'duplicate' }
    throw error
  }
}

/** Paid is final: the row changes only while it is not paid; the status it ends with. */
async function moveStatus(
  payload: Payload,
  id: number,
  outcome: PaymentStatus,
  session: Stripe.Checkout.Session,
  req: PayloadRequest,
): Promise<PaymentStatus> {
  const now = new Date().toISOString()
  const moved: unknown = await payload.db.updateOne({
    collection: 'payments',
    where: { and: [{ id: { equals: id } }, { status: { not_equals: 'paid' } }] },
    data: {
      status: outcome,
      checkoutSessionId: session.id,
      updatedAt: now,
      ...(outcome === 'paid' ? { paidAt: now } : {}),
    },
    // The drizzle adapters' single UPDATE … WHERE … RETURNING, instead of find-then-update.
    options: { atomic: true },
    req,
  })
  return moved ? outcome : 'paid'
}

async function isRecorded(payload: Payload, eventId: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'payment-events',
    where: { eventId: { equals: eventId } },
  })
  return totalDocs > 0
}
