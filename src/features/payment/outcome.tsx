import Link from 'next/link'

import type { CheckoutPayment } from '@/lib/data/payments'
import { locationPagePath } from '@/lib/paths'

import { formatMoney } from '@/lib/money'
import styles from './payment.module.css'
import { RefreshWhilePending } from './refresh-while-pending.client'

/**
 * The payer's return from Stripe: the state of the payment as our record has it (the webhook
 * moves it), in words a payer understands. The amount and reference are the payer's own; their
 * name, email and note are never shown here.
 */
export function PaymentOutcome({
  returned,
  locationSlug,
}: {
  readonly returned: CheckoutPayment | 'unknown'
  readonly locationSlug: string
}) {
  if (returned === 'unknown') {
    return (
      <div role="status" className={styles.outcome} data-status="unknown">
        <h3>Payment not found</h3>
        <p>
          We could not find this payment. If you completed it, your receipt arrives by email;
          otherwise you can start again below.
        </p>
      </div>
    )
  }
  const amount = formatMoney(returned.amount, returned.currency)
  const what = `${amount} for reference ${returned.reference}`
  switch (returned.status) {
    case 'paid':
      return (
        <div role="status" className={styles.outcome} data-status="paid">
          <h3>Payment received</h3>
          <p>Thank you: we have received {what}. Your receipt is on its way by email.</p>
          <p>
            <Link href={locationPagePath(locationSlug, 'payment')} prefetch={false}>
              Make another payment
            </Link>
          </p>
        </div>
      )
    case 'pending':
      return (
        <div role="status" className={styles.outcome} data-status="pending">
          <h3>Payment processing</h3>
          <p>
            We are waiting for our payment provider to confirm {what}. This page updates by itself;
            you may also close it, and your receipt arrives by email once the payment clears.
          </p>
          <RefreshWhilePending />
        </div>
      )
    case 'failed':
      return (
        <div role="status" className={styles.outcome} data-status="failed">
          <h3>Payment not completed</h3>
          <p>
            The payment of {what} did not go through, and nothing was charged. You can try again
            below.
          </p>
        </div>
      )
  }
}
