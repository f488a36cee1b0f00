'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

import { localizedPath } from '@/lib/i18n/locales'
import { useLocale, useMessages } from '@/lib/i18n/messages-context.client'

import { shouldAsk } from './consent'
import { useConsentStore } from './consent-store'
import styles from './consent-banner.module.css'

const TITLE_ID = 'privacy-choices-title'

/**
 * Asks once whether Google Analytics may count the visit: accept and refuse are two equal
 * buttons, reachable by keyboard like everything else (a region, not a modal: the page stays
 * usable). Rendered only when a measurement id is set; shown after hydration when the visitor has
 * not answered and sends no Global Privacy Control, or when they open "Privacy choices".
 */
export function ConsentBanner() {
  const { ready, consent, gpc, panelOpen, restore, answer, closePanel } = useConsentStore()
  const title = useRef<HTMLHeadingElement>(null)
  const messages = useMessages()
  const locale = useLocale()
  useEffect(() => restore(), [restore])
  // Opened from the footer: the keyboard lands in the panel.
  useEffect(() => {
    if (panelOpen) title.current?.focus()
  }, [panelOpen])

  if (!ready || !(panelOpen || shouldAsk(consent, gpc))) return null
  return (
    <section
      className={styles.banner}
      aria-labelledby={TITLE_ID}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && panelOpen) closePanel()
      }}
    >
      <h2 id={TITLE_ID} className={styles.title} tabIndex={-1} ref={title}>
        {messages.consent.title}
      </h2>
      {gpc ? (
        <p className={styles.text}>{messages.consent.globalPrivacyControl}</p>
      ) : (
        <p className={styles.text}>
          {messages.consent.question}{' '}
          <Link href={localizedPath('/privacy-policy', locale)} prefetch={false}>
            {messages.consent.privacyPolicy}
          </Link>
        </p>
      )}
      <div className={styles.actions}>
        {gpc ? (
          <button type="button" className={styles.choice} onClick={closePanel}>
            {messages.shell.close}
          </button>
        ) : (
          <>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={consent === 'granted'}
              onClick={() => answer('granted')}
            >
              {messages.consent.accept}
            </button>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={consent === 'denied'}
              onClick={() => answer('denied')}
            >
              {messages.consent.refuse}
            </button>
          </>
        )}
      </div>
    </section>
  )
}
