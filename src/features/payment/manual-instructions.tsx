import { RichText } from '@payloadcms/richtext-lexical/react'

import type { PaymentBlockState } from './block-state'
import styles from './payment.module.css'

/** How to pay the location without Stripe: the instructions staff keep in the CMS. */
export function ManualInstructions({
  instructions,
  location,
}: Pick<PaymentBlockState, 'location'> & {
  readonly instructions: PaymentBlockState['manualInstructions']
}) {
  return (
    <div className={styles.manual}>
      <h3>How to pay</h3>
      {instructions ? (
        <RichText data={instructions} />
      ) : (
        <p>
          To pay the {location.name} office, write to{' '}
          <a href={`mailto:${location.email}`}>{location.email}</a> or call{' '}
          <a href={`tel:${location.phone.replace(/[^+\d]/g, '')}`}>{location.phone}</a>, quoting
          your invoice number.
        </p>
      )}
    </div>
  )
}
