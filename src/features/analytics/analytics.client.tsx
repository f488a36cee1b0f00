'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { loadGtag } from './gtag'
import { createPageViewReporter } from './page-views'

let reportPageView: ((path: string) => boolean) | null = null

/**
 * Google Analytics, rendered only when the settings hold a valid measurement id: loads the tag
 * once and sends one `page_view` per route change, never twice in a row for the same path.
 */
export function Analytics({ measurementId }: { measurementId: string }) {
  const pathname = usePathname()
  useEffect(() => {
    const gtag = loadGtag(measurementId)
    reportPageView ??= createPageViewReporter((path) =>
      gtag('event', 'page_view', {
        page_path: path,
        page_location: window.location.href,
        page_title: document.title,
      }),
    )
    reportPageView(pathname)
  }, [measurementId, pathname])
  return null
}
