'use client'

import { usePathname } from 'next/navigation'
import { useState, useSyncExternalStore } from 'react'

import { readChoice, storeChoice } from '@/features/shell/visitor-choices'
import { useLocale } from '@/lib/i18n/messages-context.client'
import { LOCALES, localizedPath, pathWithoutLocale, type Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages/en'

import { suggestedLanguage } from './preferred-language'
import styles from './language-suggestion.module.css'

const DISMISSED = 'dismissed'

/**
 * One line offering the page in the language the visitor prefers (the one they chose with the
 * switch, else their browser's), written in that language; dismissed once, for good. Never a
 * redirect: a cache and a crawler must get the same page for the same address. Rendered in the
 * browser only (the server renders nothing), fixed at the foot so nothing moves.
 */
export function LanguageSuggestion({ texts }: { texts: Record<Locale, Messages['language']> }) {
  const locale = useLocale()
  // Follows client-side navigations, so the link always offers the page now shown.
  usePathname()
  const offered = useSyncExternalStore(
    storageIsReadOnce,
    () => offeredLanguage(locale),
    () => null,
  )
  const [dismissed, setDismissed] = useState(false)
  if (!offered || dismissed) return null

  const words = texts[offered]
  const href =
    localizedPath(pathWithoutLocale(window.location.pathname), offered) + window.location.search
  const dismiss = () => {
    storeChoice('languageSuggestion', DISMISSED)
    setDismissed(true)
  }
  return (
    <aside className={styles.suggestion} lang={offered} aria-label={words.switchLabel}>
      <p className={styles.text}>
        {words.suggestion}{' '}
        <a href={href} hrefLang={offered} onClick={() => storeChoice('language', offered)}>
          {words.suggestionAction}
        </a>
      </p>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        {words.dismiss}
      </button>
    </aside>
  )
}

/** The visitor's choices are read when the page starts; nothing here changes them meanwhile. */
const storageIsReadOnce = () => () => {}

function offeredLanguage(pageLocale: Locale): Locale | null {
  return suggestedLanguage({
    pageLocale,
    chosen: readChoice('language', LOCALES),
    browserLanguages: navigator.languages,
    dismissed: readChoice('languageSuggestion', [DISMISSED]) !== null,
  })
}
