'use client'

import { useSyncExternalStore } from 'react'

import { useMessages } from '@/lib/i18n/messages-context.client'

import styles from './shell.module.css'
import { prefersDark } from './visitor-choices'
import { useVisitorStore } from './visitor-store'

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeToScheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Switches between the light and dark themes; pressed while the page is dark. */
export function ThemeToggle({ className }: { className?: string }) {
  const messages = useMessages()
  const appTheme = useVisitorStore((state) => state.appTheme)
  const setTheme = useVisitorStore((state) => state.setTheme)
  const systemDark = useSyncExternalStore(subscribeToScheme, prefersDark, () => false)
  const dark = appTheme === 'dark' || (appTheme === 'system' && systemDark)
  return (
    <button
      type="button"
      className={className}
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
        <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" />
        <path d="M8 1.5a6.5 6.5 0 0 1 0 13z" fill="currentColor" />
      </svg>
      <span className={styles.visuallyHidden}>{messages.shell.darkTheme}</span>
    </button>
  )
}
