/**
 * POST /api/_payments/webhook with events signed by the official package's test helper: every
 * signature failure is a 400 that changes nothing; each event is applied once, however often and
 * however concurrently it arrives; paid is never undone; a database failure is a 500.
 */
import { sql } from '@payloadcms/db-postgres'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { stripeEvent } from '../../helpers/stripe-stand-in.mjs'
import { sign, signedEvent, startHarness, type Harness } from './harness'

let harness: Harness

beforeAll(async () => {
  harness = await startHarness()
})

afterAll(async () => {
  await harness?.close()
})

async function state(paymentId: number) {
  const payment = await harness.payload.findByID({
    collection: 'payments',
    id: paymentId,
    depth: 0,
    joins: false,
  })
  const events = await harness.payload.find({
    collection: 'payment-events',
    where: { payment: { equals: paymentId } },
    depth: 0,
    limit: 100,
  })
  return {
    status: payment.status,
    paidAt: payment.paidAt ?? null,
    events: events.docs.map((event) => event.eventId).sort(),
  }
}

const paid = (session: Record<string, unknown>) => ({
  ...session,
  status: 'complete',
  payment_status: 'paid',
})

describe('signature', () => {
  it('refuses, with 400 and no change, a missing header, a wrong secret, one changed byte and an old timestamp', async () => {
    const { payment, session } = await harness.startPayment()
    const event = stripeEvent('checkout.session.completed', paid(session))
    const body = JSON.stringify(event)
    const before = await state(payment.id)
    expect(before).toEqual({ status: 'pending', paidAt: null, events: [] })

    const oneByteChanged = body.replace('"payment_status":"paid"', '"payment_status":"paiD"')
    expect(oneByteChanged.length).toBe(body.length)
    const attempts: [string, string, string | null][] = [
      ['no header', body, null],
      ['an empty header', body, ''],
      ['a wrong secret', body, sign(body, { secret: 'whsec_someone_else' })],
      ['one byte changed', oneByteChanged, sign(body)],
      ['re-serialised with one space', JSON.stringify(event, null, 1), sign(body)],
      ['301 seconds old', body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })],
      ['a header of garbage', body, 't=abc,v1=def'],
    ]
    for (const [what, sent, signature] of attempts) {
      const response = await harness.deliver(sent, signature)
      expect(response.status, what).toBe(400)
    }
    expect(await state(payment.id)).toEqual(before)

    // The same event, signed properly and recently, goes through: the refusals were the signature's.
    const recent = await harness.deliver(
      body,
      sign(body, { timestamp: Math.floor(Date.now() / 1000) - 290 }),
    )
    expect(recent.status).toBe(200)
    expect((await state(payment.id)).status).toBe('paid')
  })
})

describe('a body that stops arriving', () => {
  it('is dropped with 408 once it sent nothing for the idle timeout, changing nothing', async () => {
    const { handleWebhook } = await import('@/features/payment/webhook-handler')
    const stalled = new ReadableStream<Uint8Array>({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"id":')),
    })
    const started = Date.now()
    const response = await handleWebhook(
      new Request('http://localhost:3000/api/_payments/webhook', {
        method: 'POST',
        body: stalled,
        headers: { 'stripe-signature': 't=1,v1=0' },
        duplex: 'half',
      } as RequestInit),
      harness.webhookDeps,
    )
    expect(response.status).toBe(408)
    expect(Date.now() - started).toBeLessThan(10_000)
  })
})

describe('applying events', () => {
  it('marks the payment paid on checkout.session.completed with payment_status paid', async () => {
    const { payment, session } = await harness.startPayment()
    const event = signedEvent('checkout.session.completed', paid(session))
    const response = await harness.deliver(event.body, event.signature)
    expect(response.status).toBe(200)
    const after = await state(payment.id)
    expect(after.status).toBe('paid')
    expect(after.paidAt).not.toBeNull()
    expect(after.events).toEqual([event.id])
  })

  it('keeps a delayed payment pending until it succeeds or fails', async () => {
    const first = await harness.startPayment()
    const completed = signedEvent('checkout.session.completed', {
      ...first.session,
      status: 'complete',
      payment_status: 'unpaid',
    })
    expect((await harness.deliver(completed.body, completed.signature)).status).toBe(200)
    expect((await state(first.payment.id)).status).toBe('pending')
    const succeeded = signedEvent('checkout.session.async_payment_succeeded', paid(first.session))
    expect((await harness.deliver(succeeded.body, succeeded.signature)).status).toBe(200)
    expect((await state(first.payment.id)).status).toBe('paid')

    const second = await harness.startPayment()
    const failed = signedEvent('checkout.session.async_payment_failed', second.session)
    expect((await harness.deliver(failed.body, failed.signature)).status).toBe(200)
    expect(await state(second.payment.id)).toMatchObject({ status: 'failed', paidAt: null })
  })

  it('marks an expired session failed', async () => {
    const { payment, session } = await harness.startPayment()
    const expired = signedEvent('checkout.session.expired', { ...session, status: 'expired' })
    expect((await harness.deliver(expired.body, expired.signature)).status).toBe(200)
    expect((await state(payment.id)).status).toBe('failed')
  })

  it('never downgrades a paid payment when a failure or expiry arrives after it', async () => {
    const { payment, session } = await harness.startPayment()
    const completed = signedEvent('checkout.session.completed', paid(session))
    const expired = signedEvent('checkout.session.expired', { ...session, status: 'expired' })
    const failed = signedEvent('checkout.session.async_payment_failed', session)
    for (const event of [completed, expired, failed]) {
      expect((await harness.deliver(event.body, event.signature)).status).toBe(200)
    }
    const after = await state(payment.id)
    expect(after.status).toBe('paid')
    expect(after.events).toEqual([completed.id, expired.id, failed.id].sort())
  })

  it('ends paid whichever order a success and an expiry arrive in, also at once', async () => {
    const early = await harness.startPayment()
    const expired = signedEvent('checkout.session.expired', early.session)
    const succeeded = signedEvent('checkout.session.async_payment_succeeded', paid(early.session))
    for (const event of [expired, succeeded]) await harness.deliver(event.body, event.signature)
    expect((await state(early.payment.id)).status).toBe('paid')

    for (let round = 0; round < 5; round++) {
      const { payment, session } = await harness.startPayment()
      const events = [
        signedEvent('checkout.session.expired', session),
        signedEvent('checkout.session.completed', paid(session)),
        signedEvent('checkout.session.async_payment_failed', session),
      ]
      const answers = await Promise.all(
        events.map((event) => harness.deliver(event.body, event.signature)),
      )
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
      expect((await state(payment.id)).status).toBe('paid')
    }
  })

  it('ignores events that are not about a payment of ours, with 200', async () => {
    const other = signedEvent('customer.created', { id: 'cus_123', object: 'customer' })
    expect((await harness.deliver(other.body, other.signature)).status).toBe(200)
    const stranger = signedEvent('checkout.session.completed', {
      id: 'cs_test_not_ours',
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: {},
    })
    expect((await harness.deliver(stranger.body, stranger.signature)).status).toBe(200)
    const missing = signedEvent('checkout.session.completed', {
      id: 'cs_test_missing',
      object: 'checkout.session',
      payment_status: 'paid',
      metadata: { payment_id: '999999' },
    })
    expect((await harness.deliver(missing.body, missing.signature)).status).toBe(200)
    const { payment, session } = await harness.startPayment()
    const otherSession = signedEvent('checkout.session.completed', {
      ...paid(session),
      id: 'cs_test_another_session_for_the_same_id',
    })
    expect((await harness.deliver(otherSession.body, otherSession.signature)).status).toBe(200)
    expect(await state(payment.id)).toEqual({ status: 'pending', paidAt: null, events: [] })
  })
})

describe('once per event id', () => {
  it('applies an event delivered twice once', async () => {
    const { payment, session } = await harness.startPayment()
    const event = signedEvent('checkout.session.completed', paid(session))
    const first = await harness.deliver(event.body, event.signature)
    const after = await state(payment.id)
    const second = await harness.deliver(event.body, event.signature)
    expect([first.status, second.status]).toEqual([200, 200])
    expect(await second.json()).toMatchObject({ kind: 'duplicate' })
    expect(await state(payment.id)).toEqual(after)
    expect(after.events).toEqual([event.id])
  })

  it('applies ten concurrent deliveries of one event once, answering each with 2xx', async () => {
    const { payment, session } = await harness.startPayment()
    const event = signedEvent('checkout.session.completed', paid(session))
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => harness.deliver(event.body, event.signature)),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    const kinds = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { kind: string }).kind),
    )
    expect(kinds.filter((kind) => kind === 'applied')).toHaveLength(1)
    expect(kinds.filter((kind) => kind === 'duplicate')).toHaveLength(9)
    const after = await state(payment.id)
    expect(after.status).toBe('paid')
    expect(after.events).toEqual([event.id])
  })

  it('does not let a redelivered expiry undo a later payment', async () => {
    const { payment, session } = await harness.startPayment()
    const failed = signedEvent('checkout.session.async_payment_failed', session)
    const succeeded = signedEvent('checkout.session.async_payment_succeeded', paid(session))
    for (const event of [failed, succeeded, failed]) {
      expect((await harness.deliver(event.body, event.signature)).status).toBe(200)
    }
    expect(await state(payment.id)).toMatchObject({
      status: 'paid',
      events: [failed.id, succeeded.id].sort(),
    })
  })
})

describe('database failure', () => {
  it('answers 500, never 2xx, and changes nothing; the redelivery then succeeds', async () => {
    const { payment, session } = await harness.startPayment()
    const event = signedEvent('checkout.session.completed', paid(session))
    const before = await state(payment.id)
    await renameEventsTable('payment_events', 'payment_events_away')
    let response: Response
    try {
      response = await harness.deliver(event.body, event.signature)
    } finally {
      await renameEventsTable('payment_events_away', 'payment_events')
    }
    expect(response.status).toBe(500)
    expect(await state(payment.id)).toEqual(before)
    const retried = await harness.deliver(event.body, event.signature)
    expect(retried.status).toBe(200)
    expect((await state(payment.id)).status).toBe('paid')
  })
})

/** A real failure of our database: the table the webhook writes to is gone for a moment. */
async function renameEventsTable(from: string, to: string) {
  const db = harness.payload.db as unknown as {
    drizzle: {
      execute?: (query: unknown) => Promise<unknown>
      run?: (query: unknown) => Promise<unknown>
    }
  }
  const statement = sql.raw(`ALTER TABLE "${from}" RENAME TO "${to}"`)
  if (db.drizzle.execute) await db.drizzle.execute(statement)
  else await db.drizzle.run!(statement)
}
