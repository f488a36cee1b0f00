import type { PaymentBlockState } from './block-state'
import { ManualInstructions } from './manual-instructions'
import { PaymentOutcome } from './outcome'
import { PaymentForm } from './lazy.client'
import styles from './payment.module.css'

/**
 * A location's payment section. Back from Stripe, the payment's state comes first; the form (or,
 * without online payment, the manual instructions) follows unless the payment is paid or still
 * being confirmed, so nobody pays twice by mistake.
 */
export function PaymentBlockView({ state }: { readonly state: PaymentBlockState }) {
  const { returned, location } = state
  const settled = typeof returned === 'object' && returned !== null && returned.status !== 'failed'
  const headingId = `payment-${location.slug}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{state.mode === 'online' ? 'Pay online' : 'Payment'}</h2>
      {returned ? <PaymentOutcome returned={returned} locationSlug={location.slug} /> : null}
      {settled ? null : state.mode === 'online' ? (
        <PaymentForm location={location.slug} terms={state.terms} />
      ) : (
        <ManualInstructions instructions={state.manualInstructions} location={location} />
      )}
    </section>
  )
}
