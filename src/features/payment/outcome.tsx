import Link from 'next/link'

import type { CheckoutPayment } from '@/lib/data/payments'
import { fill } from '@/lib/i18n/format'
import { localizedPath, type Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'
import { formatMoney } from '@/lib/money'
import { locationPagePath } from '@/lib/paths'

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
  locale,
}: {
  readonly returned: CheckoutPayment | 'unknown'
  readonly locationSlug: string
  readonly locale: Locale
}) {
  const text = catalogues[locale].payment
  if (returned === 'unknown') {
    return (
      <div role="status" className={styles.outcome} data-status="unknown">
        <h3>{text.notFound}</h3>
        <p>{text.notFoundText}</p>
      </div>
    )
  }
  const amount = formatMoney(returned.amount, returned.currency, locale)
  const what = fill(text.what, { amount, reference: returned.reference })
  switch (returned.status) {
    case 'paid':
      return (
        <div role="status" className={styles.outcome} data-status="paid">
          <h3>{text.paid}</h3>
          <p>{fill(text.paidText, { what })}</p>
          <p>
            <Link
              href={localizedPath(locationPagePath(locationSlug, 'payment'), locale)}
              prefetch={false}
            >
              {text.another}
            </Link>
          </p>
        </div>
      )
    case 'pending':
      return (
        <div role="status" className={styles.outcome} data-status="pending">
          <h3>{text.pending}</h3>
          <p>{fill(text.pendingText, { what })}</p>
          <RefreshWhilePending />
        </div>
      )
    case 'failed':
      return (
        <div role="status" className={styles.outcome} data-status="failed">
          <h3>{text.failedHeading}</h3>
          <p>{fill(text.failedText, { what })}</p>
        </div>
      )
  }
}
