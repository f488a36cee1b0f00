import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { flushSync } from 'react-dom'

import { COMPACT_MAX_PX, IDLE_HIDE_MS } from './constants'

export const COMPACT_QUERY = `(max-width: ${COMPACT_MAX_PX}px), (max-height: ${COMPACT_MAX_PX}px)`
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)'

function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Compact mode when the viewport is at most 578 px wide or high. */
export function useCompact(): boolean {
  return useMediaQuery(COMPACT_QUERY)
}

export function useReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY)
}

/**
 * Controls hide after 3500 ms without pointer or key activity; `wake` reports activity. Waking
 * shows the controls before the event's default action, so Tab can reach a control at once.
 */
export function useIdle(): { idle: boolean; wake: () => void } {
  const [idle, setIdle] = useState(false)
  const idleNow = useRef(false)
  const timer = useRef<number | undefined>(undefined)

  const wake = useCallback(() => {
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      idleNow.current = true
      setIdle(true)
    }, IDLE_HIDE_MS)
    if (idleNow.current) {
      idleNow.current = false
      flushSync(() => setIdle(false))
    }
  }, [])

  useEffect(() => {
    wake()
    return () => window.clearTimeout(timer.current)
  }, [wake])

  return { idle, wake }
}
