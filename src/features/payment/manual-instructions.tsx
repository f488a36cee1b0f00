import { RichText } from '@payloadcms/richtext-lexical/react'
import { fillNodes } from '@/lib/i18n/format'
import type { Messages } from '@/lib/i18n/messages'

import type { PaymentBlockState } from './block-state'
import styles from './payment.module.css'

/** How to pay the location without Stripe: the instructions staff keep in the CMS. */
export function ManualInstructions({
  instructions,
  location,
  text,
}: Pick<PaymentBlockState, 'location'> & {
  readonly instructions: PaymentBlockState['manualInstructions']
  readonly text: Messages['payment']
}) {
  return (
    <div className={styles.manual}>
      <h3>{text.manualHeading}</h3>
      {instructions ? (
        <RichText data={instructions} />
      ) : (
        <p>
          {fillNodes(text.manualText, {
            office: location.name,
            email: <a href={`mailto:${location.email}`}>{location.email}</a>,
            phone: <a href={`tel:${location.phone.replace(/[^+\d]/g, '')}`}>{location.phone}</a>,
          })}
        </p>
      )}
    </div>
  )
}
