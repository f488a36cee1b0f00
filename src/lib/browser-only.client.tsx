'use client'

import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react'

/** Whether React renders in the browser: false on the server and while hydrating, then true. */
const unchanging = () => () => {}

/**
 * A component the server renders as nothing (a closed dialog, the consent banner, the live
 * preview's listener), rendered in the browser only, its code fetched when it first renders.
 * next/dynamic with `ssr: false` does much the same, by throwing a bailout on the server and
 * giving the component a Suspense boundary; this renders nothing there, plainly (decision 0016).
 */
export function browserOnly<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }))
  return function BrowserOnly(props: Props) {
    const inBrowser = useSyncExternalStore(
      unchanging,
      () => true,
      () => false,
    )
    if (!inBrowser) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

/** Notifies once the page has loaded and the browser is then idle; until then, false. */
let settled = false
function subscribeToSettled(onSettled: () => void): () => void {
  if (settled) return () => {}
  let idle: number | undefined
  const whenIdle = () => {
    const settle = () => {
      settled = true
      onSettled()
    }
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(settle)
    else settle()
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
  return () => {
    window.removeEventListener('load', whenIdle)
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}

/**
 * Like `browserOnly`, for what no visitor needs while the page loads (the language suggestion):
 * rendered, and its code fetched, once the page has loaded and the browser is idle, so it is no
 * part of the page's first load (decision 0016).
 */
export function afterLoad<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }))
  return function AfterLoad(props: Props) {
    const ready = useSyncExternalStore(
      subscribeToSettled,
      () => settled,
      () => false,
    )
    if (!ready) return null
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    )
  }
}

/**
 * True from the first render in which `open` is, for good: a dialog fetched when first opened
 * stays mounted after, and opens again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return open || opened
}
