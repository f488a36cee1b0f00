'use client'

import { lazy, Suspense, useState, useSyncExternalStore, type ComponentType } from 'react'

/** Whether React renders in the browser: false on the server and while hydrating, then true. */
const unchanging = () => () => {}

/**
 * A component the server renders as nothing (a closed dialog, the consent banner, the live
 * preview's listener), rendered in the browser only, its code fetched when it first renders.
 * next/dynamic with `ssr: false` does the same, but its app-router machinery (1.6 KiB with
 * brotli) would join the scripts every page loads (decision 0016).
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

/**
 * True from the first render in which `open` is, for good: a dialog fetched when first opened
 * stays mounted after, and opens again at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return open || opened
}
