import { FormTexts } from '@/features/forms/form-texts'
import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

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
export function PaymentBlockView({
  state,
  locale,
}: {
  readonly state: PaymentBlockState
  /** The page's language (the block renders outside a request in tests, so it is passed in). */
  readonly locale: Locale
}) {
  const text = catalogues[locale].payment
  const { returned, location } = state
  const settled = typeof returned === 'object' && returned !== null && returned.status !== 'failed'
  const headingId = `payment-${location.slug}`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{state.mode === 'online' ? text.headingOnline : text.heading}</h2>
      {returned ? (
        <PaymentOutcome returned={returned} locationSlug={location.slug} locale={locale} />
      ) : null}
      {settled ? null : state.mode === 'online' ? (
        <FormTexts form="payment" locale={locale}>
          <PaymentForm location={location.slug} terms={state.terms} />
        </FormTexts>
      ) : (
        <ManualInstructions
          instructions={state.manualInstructions}
          location={location}
          text={text}
        />
      )}
    </section>
  )
}
