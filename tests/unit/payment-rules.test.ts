/**
 * Pure pieces of payments: amounts between what payers type and Stripe's minor units, the
 * status moves Stripe's events make, the form's rules and messages, and reading a body up to a
 * limit.
 */
import { describe, expect, it } from 'vitest'

import { validateForm } from '@/features/forms/validate-form'
import { formatMajor, formatMoney, toMajorUnits, toMinorUnits } from '@/lib/money'
import { paymentSchema, paymentTerms } from '@/features/payment/schema'
import { isCheckoutEvent, nextStatus, outcomeOf } from '@/features/payment/status'
import { BodyTooLargeError, readBody } from '@/lib/http/read-body'
import { en } from '@/lib/i18n/messages/en'

describe('amounts', () => {
  it.each([
    ['125.50', 'usd', 12550],
    ['125.5', 'usd', 12550],
    ['125', 'usd', 12500],
    ['0.07', 'eur', 7],
    [' 10 ', 'gbp', 1000],
    ['1999', 'jpy', 1999],
    ['12.345', 'usd', null],
    ['12.5', 'jpy', null],
    ['12,50', 'usd', null],
    ['-5', 'usd', null],
    ['1e3', 'usd', null],
    ['', 'usd', null],
  ])('%j %s → %s minor units', (typed, currency, minor) => {
    expect(toMinorUnits(typed, currency)).toBe(minor)
  })

  it('writes minor units back as major units, for spreadsheets and for people', () => {
    expect(toMajorUnits(12550, 'usd')).toBe('125.50')
    expect(toMajorUnits(7, 'eur')).toBe('0.07')
    expect(toMajorUnits(1999, 'jpy')).toBe('1999')
    expect(formatMoney(1000000, 'usd', 'en')).toBe('$10,000.00')
    expect(formatMoney(7, 'gbp', 'en')).toBe('£0.07')
    expect(formatMajor(10, 'eur', 'en')).toBe('€10.00')
  })

  it('never loses a cent to floating point', () => {
    for (let cents = 0; cents < 100_000; cents += 37) {
      expect(toMinorUnits(toMajorUnits(cents, 'usd'), 'usd')).toBe(cents)
    }
  })
})

describe('status', () => {
  it('reads what each Checkout event says happened to the money', () => {
    expect(outcomeOf('checkout.session.completed', 'paid')).toBe('paid')
    expect(outcomeOf('checkout.session.completed', 'unpaid')).toBeNull()
    expect(outcomeOf('checkout.session.async_payment_succeeded', 'paid')).toBe('paid')
    expect(outcomeOf('checkout.session.async_payment_failed', 'unpaid')).toBe('failed')
    expect(outcomeOf('checkout.session.expired', 'unpaid')).toBe('failed')
    expect(isCheckoutEvent('checkout.session.expired')).toBe(true)
    expect(isCheckoutEvent('payment_intent.succeeded')).toBe(false)
  })

  it('never moves away from paid; a failure may still be paid later', () => {
    expect(nextStatus('pending', 'paid')).toBe('paid')
    expect(nextStatus('pending', 'failed')).toBe('failed')
    expect(nextStatus('pending', null)).toBe('pending')
    expect(nextStatus('paid', 'failed')).toBe('paid')
    expect(nextStatus('paid', null)).toBe('paid')
    expect(nextStatus('failed', 'paid')).toBe('paid')
  })
})

describe('the payment form', () => {
  const schema = paymentSchema(
    { currency: 'usd', minimum: 10, maximum: 10000 },
    { text: en.payment, locale: 'en' },
  )
  const valid = {
    amount: '125.50',
    reference: 'INV-2041',
    name: 'Dana Whitfield',
    email: 'dana@example.test',
    note: '',
  }

  it('takes the location’s currency and limits, with the CMS defaults when unset', () => {
    expect(
      paymentTerms({ payments: { currency: 'eur', minimumAmount: 5, maximumAmount: 50 } }),
    ).toEqual({ currency: 'eur', minimum: 5, maximum: 50 })
    expect(paymentTerms({ payments: {} })).toEqual({ currency: 'usd', minimum: 10, maximum: 10000 })
    expect(schema.amount.label).toBe('Amount (USD)')
    expect(schema.amount.help).toBe('From $10.00 to $10,000.00, in figures such as 125.50.')
  })

  it('accepts a valid payment', async () => {
    expect((await validateForm(schema, valid)).valid).toBe(true)
  })

  it.each([
    [{ amount: '' }, { amount: ['Amount is required.'] }],
    [{ amount: 'ten' }, { amount: ['Amount must be a number.'] }],
    [{ amount: '9.99' }, { amount: ['Amount must be between 10 and 10000.'] }],
    [{ amount: '10000.01' }, { amount: ['Amount must be between 10 and 10000.'] }],
    [{ amount: '10.001' }, { amount: ['Amount is not an allowed value.'] }],
    [{ reference: 'x' }, { reference: ['Reference must be between 2 and 64 characters.'] }],
    [{ name: '' }, { name: ['Name is required.'] }],
    [{ email: 'dana@' }, { email: ['Please enter a valid email address.'] }],
    [{ note: 'x'.repeat(501) }, { note: ['Note must be less than or equal to 500 characters.'] }],
  ])('%j → %j', async (change, errors) => {
    const result = await validateForm(schema, { ...valid, ...change })
    expect(result.valid ? {} : result.errors).toEqual(errors)
  })

  it('accepts the limits themselves', async () => {
    for (const amount of ['10', '10000', '10000.00']) {
      expect((await validateForm(schema, { ...valid, amount })).valid).toBe(true)
    }
  })
})

describe('readBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/x', {
      method: 'POST',
      body,
      headers,
      duplex: 'half',
    } as RequestInit)

  it('returns the bytes exactly as sent', async () => {
    const bytes = Buffer.from('{"a": 1,  "b":"é"}\n')
    expect((await readBody(post(bytes), 100)).equals(bytes)).toBe(true)
  })

  it('refuses a declared length over the limit before reading', async () => {
    await expect(readBody(post('x', { 'content-length': '101' }), 100)).rejects.toBeInstanceOf(
      BodyTooLargeError,
    )
  })

  it('cuts off a streamed body that runs past the limit', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(20))
        controller.close()
      },
    })
    await expect(readBody(post(stream), 100)).rejects.toBeInstanceOf(BodyTooLargeError)
  })
})
