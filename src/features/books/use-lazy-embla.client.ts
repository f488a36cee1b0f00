'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react'

/** What makes the carousel fetch Embla at once: the visitor reaching for it. */
const REACHING = ['pointerover', 'pointerdown', 'focusin'] as const

/**
 * Embla on `viewport`, fetched once the page has loaded and the browser is idle, or at once when
 * the visitor reaches for the carousel (`root`): a pointer over it, focus in it, a button
 * pressed (`start`). Until then the server's slides are the carousel, first picture first, as
 * Embla will show them. Embla (6.5 KiB with brotli) leaves the talent page's first load, which
 * the issue 30 budget counts up to the load event (decision 0016).
 *
 * `start` resolves with the running carousel, fetching it first if need be; it rejects when
 * Embla cannot be fetched (offline, a new build), and the buttons then do nothing.
 */
export function useLazyEmbla(
  root: RefObject<HTMLElement | null>,
  viewport: RefObject<HTMLElement | null>,
  options: EmblaOptionsType,
) {
  const [embla, setEmbla] = useState<EmblaCarouselType>()
  const startRef = useRef<() => Promise<EmblaCarouselType>>(undefined)

  useEffect(() => {
    const rootNode = root.current
    const viewportNode = viewport.current
    if (!rootNode || !viewportNode) return
    let running: Promise<EmblaCarouselType> | undefined
    let api: EmblaCarouselType | undefined
    let unmounted = false
    const start = () => {
      running ??= import('embla-carousel').then(
        ({ default: EmblaCarousel }) => {
          if (unmounted) throw new Error('carousel closed')
          api = EmblaCarousel(viewportNode, options)
          setEmbla(api)
          return api
        },
        (error: unknown) => {
          running = undefined // a later reach tries again
          throw error
        },
      )
      return running
    }
    startRef.current = start
    const reach = () => void start().catch(() => {})
    for (const type of REACHING) rootNode.addEventListener(type, reach, { once: true })

    let idle: number | undefined
    const whenIdle = () => {
      idle = 'requestIdleCallback' in window ? window.requestIdleCallback(reach) : undefined
      if (idle === undefined) reach()
    }
    if (document.readyState === 'complete') whenIdle()
    else window.addEventListener('load', whenIdle, { once: true })

    return () => {
      unmounted = true
      startRef.current = undefined
      for (const type of REACHING) rootNode.removeEventListener(type, reach)
      window.removeEventListener('load', whenIdle)
      if (idle !== undefined) window.cancelIdleCallback(idle)
      api?.destroy()
    }
    // Options are fixed for the carousel's life, as the slides are (a new set is a new carousel).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const start = useCallback(
    () => startRef.current?.() ?? Promise.reject(new Error('carousel closed')),
    [],
  )
  return [embla, start] as const
}
