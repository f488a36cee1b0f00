'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { mayTrack } from './consent'
import { useConsentStore } from './consent-store'
import { loadGtag } from './gtag'
import { createPageViewReporter } from './page-views'

let reportPageView: ((path: string) => boolean) | null = null

/**
 * Google Analytics, rendered only when the settings hold a valid measurement id, and started
 * only once the visitor has accepted it (and sends no Global Privacy Control): loads the tag
 * once and sends one `page_view` per route change, never twice in a row for the same path.
 * Before an answer nothing is queued, so nothing is sent later for pages seen before it; after a
 * refusal no further page view is sent.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  const pathname = usePathname()
  const allowed = useConsentStore((state) => mayTrack(state.consent, state.gpc))
  useEffect(() => {
    if (!allowed) return
    const gtag = loadGtag(measurementId)
    reportPageView ??= createPageViewReporter((path) =>
      gtag('event', 'page_view', {
        page_path: path,
        page_location: window.location.href,
        page_title: document.title,
      }),
    )
    reportPageView(pathname)
  }, [allowed, measurementId, pathname])
  return null
}
