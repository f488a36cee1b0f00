'use client'

import { usePathname } from 'next/navigation'
import { Suspense, useEffect } from 'react'

import { TOWN_CODES, type Town } from '@/cms/fields/towns'

import { BUILD_CHECK_INTERVAL_MS } from './constants'
import { watchBuild } from './build-check'
import { LoadingBar } from './loading-bar.client'
import { watchNavigations } from './navigation-watch'
import { useMenuPrefetch } from './use-menu-prefetch.client'
import { readStoredShortlist } from '@/features/shortlist/storage'

import { readChoice } from './visitor-choices'
import { APP_THEMES, type AppTheme } from './choices'
import { useVisitorStore } from './visitor-store'

export type ShellConfig = {
  buildId: string
  defaultTheme: AppTheme
  defaultTown: Town
  /** The menu's pages to prefetch after the first load; empty with lazy page load. */
  prefetchPaths: string[]
}

/**
 * The visitor shell's client side, mounted once for the whole visit: restores the visitor's
 * choices, closes the overlays and clears the shortlist's notice on navigation, runs the loading
 * bar, the menu prefetch and the hourly build check, and marks <html data-shell="ready"> once
 * the app has started (the boot script logs a failed start until then).
 */
export function ShellRuntime({ config }: { config: ShellConfig }) {
  useEffect(() => {
    useVisitorStore.setState({
      appTheme: readChoice('theme', APP_THEMES) ?? config.defaultTheme,
      selectedTown: readChoice('town', TOWN_CODES) ?? config.defaultTown,
      shortlist: readStoredShortlist(),
    })
    document.documentElement.dataset.shell = 'ready'
  }, [config.defaultTheme, config.defaultTown])

  useEffect(() => watchNavigations(), [])
  useEffect(() => watchBuild(config.buildId, BUILD_CHECK_INTERVAL_MS), [config.buildId])
  useMenuPrefetch(config.prefetchPaths)

  const pathname = usePathname()
  useEffect(() => {
    const { closeMenu, closeSearchBar, closeFAQ, closeModalPrint, announce } =
      useVisitorStore.getState()
    closeMenu()
    closeSearchBar()
    closeFAQ()
    closeModalPrint()
    // A shortlist notice was about the page it was said on.
    announce('')
  }, [pathname])

  return (
    // useSearchParams needs a boundary on statically rendered pages (the 404 screen).
    <Suspense fallback={null}>
      <LoadingBar />
    </Suspense>
  )
}
