/**
 * How Stripe's events move a payment's status. Paid is final: Stripe may deliver events late and
 * out of order, and a late expiry or failure must never undo money received.
 */
import type { PaymentStatus } from '@/cms/collections/inbox/payments'

/** The Checkout Session events the webhook acts on; Stripe may send others, which are ignored. */
export const CHECKOUT_EVENTS = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const
export type CheckoutEventType = (typeof CHECKOUT_EVENTS)[number]

export function isCheckoutEvent(type: string): type is CheckoutEventType {
  return (CHECKOUT_EVENTS as readonly string[]).includes(type)
}

/**
 * What an event says happened to the money: `completed` is paid only when the card was charged
 * (`payment_status` paid); with a delayed method (a bank debit) it stays pending until one of
 * the async events arrives.
 */
export function outcomeOf(
  type: CheckoutEventType,
  sessionPaymentStatus: string | null | undefined,
): PaymentStatus | null {
  switch (type) {
    case 'checkout.session.completed':
      return sessionPaymentStatus === 'paid' ? 'paid' : null
    case 'checkout.session.async_payment_succeeded':
      return 'paid'
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return 'failed'
  }
}

export function nextStatus(current: PaymentStatus, outcome: PaymentStatus | null): PaymentStatus {
  if (outcome === null || current === 'paid') return current
  return outcome
}
