'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'

import { useMessages } from '@/lib/i18n/messages-context.client'

import { LOADING_BAR_COLOR, LOADING_BAR_ERROR_COLOR, LOADING_BAR_HEIGHT_PX } from './constants'
import { LOADING_BAR_HIDDEN, loadingBar } from './loading-bar'
import styles from './loading-bar.module.css'
import { navigationCommitted } from './navigation-watch'

/**
 * The top loading bar: over the page while a navigation runs longer than the throttle; from the
 * route change wait on, the main region is marked busy (and dimmed, globals.css).
 */
export function LoadingBar() {
  const messages = useMessages()
  const pathname = usePathname()
  const search = useSearchParams().toString()
  useEffect(() => {
    navigationCommitted()
  }, [pathname, search])

  const { busy, visible, progress, error } = useSyncExternalStore(
    loadingBar.subscribe,
    loadingBar.getState,
    () => LOADING_BAR_HIDDEN,
  )
  // The loading state, after the route change wait: the page being left says it is busy.
  useEffect(() => {
    const main = document.getElementById('content')
    if (busy) main?.setAttribute('aria-busy', 'true')
    else main?.removeAttribute('aria-busy')
  }, [busy])
  if (!visible) return null
  return (
    <div
      role="progressbar"
      aria-label={error ? messages.shell.loadingPageFailed : messages.shell.loadingPage}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className={styles.bar}
      style={{
        height: LOADING_BAR_HEIGHT_PX,
        backgroundColor: error ? LOADING_BAR_ERROR_COLOR : LOADING_BAR_COLOR,
        transform: `scaleX(${progress / 100})`,
      }}
    />
  )
}
