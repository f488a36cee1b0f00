import type { PublicSettings } from '@/lib/data/globals'
import { fill } from '@/lib/i18n/format'
import type { Locale } from '@/lib/i18n/locales'
import { catalogues } from '@/lib/i18n/messages'

import type { Contact } from './link'
import styles from './package-view.module.css'

/**
 * An expired or withdrawn link (answered 410 by the proxy): it says so and whom to ask for a new
 * one, and shows nothing of the package.
 */
export function PackageGone(props: {
  locale: Locale
  settings: PublicSettings
  reason: 'expired' | 'revoked'
  contact: Contact
}) {
  const text = catalogues[props.locale].packages
  return (
    <main id="content" className={styles.package}>
      <header className={styles.header}>
        <p className={styles.agency}>{props.settings.website.name}</p>
        <h1>{props.reason === 'expired' ? text.goneExpired : text.goneRevoked}</h1>
        <p>{text.goneText}</p>
        <p>
          {fill(text.goneContact, { contact: props.contact.name })}{' '}
          {props.contact.email && (
            <a href={`mailto:${props.contact.email}`}>{props.contact.email}</a>
          )}
        </p>
      </header>
    </main>
  )
}
