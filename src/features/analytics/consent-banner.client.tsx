'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

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
        Privacy choices
      </h2>
      {gpc ? (
        <p className={styles.text}>
          Your browser sends Global Privacy Control, so we count nothing about your visit.
        </p>
      ) : (
        <p className={styles.text}>
          May we count your visit with Google Analytics to improve the site? Nothing is sent unless
          you accept; you can change your answer at any time from the footer.{' '}
          <Link href="/privacy-policy" prefetch={false}>
            Privacy policy
          </Link>
        </p>
      )}
      <div className={styles.actions}>
        {gpc ? (
          <button type="button" className={styles.choice} onClick={closePanel}>
            Close
          </button>
        ) : (
          <>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={consent === 'granted'}
              onClick={() => answer('granted')}
            >
              Accept analytics
            </button>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={consent === 'denied'}
              onClick={() => answer('denied')}
            >
              Refuse analytics
            </button>
          </>
        )}
      </div>
    </section>
  )
}

/** "Privacy choices" in the footer: opens the banner again to change the answer. */
export function PrivacyChoicesButton({ className }: { className?: string }) {
  const openPanel = useConsentStore((state) => state.openPanel)
  return (
    <button type="button" className={className} onClick={openPanel}>
      Privacy choices
    </button>
  )
}
