'use client'

import type { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types'
import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

import { MENU_PREFETCH_DELAY_MS } from './constants'

/** A full prefetch: the page's own content too, not only its layouts (the pages are dynamic). */
const FULL = 'full' as PrefetchKind

/**
 * Once the first page has loaded and the browser is idle, waits the spec's 1000 ms and hands
 * the menu's pages to Next's prefetch scheduler, which runs at most 4 requests at a time (the
 * spec's "up to 4 concurrent route preloads"). An empty list (lazy page load) prefetches nothing.
 */
export function useMenuPrefetch(paths: string[]): void {
  const router = useRouter()
  useEffect(() => {
    if (paths.length === 0) return
    let timer: ReturnType<typeof setTimeout> | undefined
    let idle: number | undefined
    const prefetchAll = () => {
      for (const path of paths) router.prefetch(path, { kind: FULL })
    }
    const whenIdle = () => {
      const wait = () => {
        timer = setTimeout(prefetchAll, MENU_PREFETCH_DELAY_MS)
      }
      if ('requestIdleCallback' in window)
        idle = window.requestIdleCallback(wait, { timeout: 2000 })
      else wait()
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })
    return () => {
      window.removeEventListener('load', whenIdle)
      clearTimeout(timer)
      if (idle !== undefined) window.cancelIdleCallback(idle)
    }
    // The first load only: later navigations do not prefetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
