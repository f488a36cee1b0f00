import { CHUNK_RELOAD_GUARD_MS, MOUNT_ERROR_MESSAGE, STORAGE_KEYS } from './constants'
import type { AppTheme } from './choices'

export type BootConfig = {
  defaultTheme: AppTheme
  keys: typeof STORAGE_KEYS
  guardMs: number
  mountError: string
}

export type BootWindow = Pick<
  Window,
  'document' | 'localStorage' | 'sessionStorage' | 'location' | 'addEventListener'
> & { console: Pick<Console, 'error'> }

/**
 * Runs inline in <head>, before the first paint and before any of the app's scripts:
 * - applies the visitor's theme (or the site's default) so the page never flashes the wrong one,
 *   and marks a video banner the visitor closed in this visit;
 * - reloads the page when one of the app's script chunks fails to load (a new build replaced
 *   it), at most once per `guardMs` for the same path;
 * - logs `Error while mounting app` when the client app fails to start: a chunk failure or an
 *   uncaught error before the shell marks <html data-shell="ready">.
 *
 * It is serialised with `toString()`, so it may use nothing but its arguments.
 */
export function shellBoot(w: BootWindow, config: BootConfig): void {
  const root = w.document.documentElement
  try {
    let theme = w.localStorage.getItem(config.keys.theme)
    if (theme !== 'light' && theme !== 'dark') theme = config.defaultTheme
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme
  } catch {
    if (config.defaultTheme !== 'system') root.dataset.theme = config.defaultTheme
  }
  // The video banner closed earlier in this visit, marked before the first paint: a reload shows
  // it closed from the start (features/video-banner).
  try {
    if (w.sessionStorage.getItem(config.keys.videoBannerClosed)) root.dataset.videoBanner = 'closed'
  } catch {
    // Without storage the banner starts open.
  }

  let failed = false
  const mounted = () => root.dataset.shell === 'ready'
  const mountFailed = (reason: unknown) => {
    if (failed || mounted()) return
    failed = true
    w.console.error(config.mountError, reason)
  }
  const recentReloads = (): Record<string, number> => {
    try {
      const parsed: unknown = JSON.parse(w.sessionStorage.getItem(config.keys.chunkReloads) || '{}')
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, number>) : {}
    } catch {
      return {}
    }
  }
  let reloading = false
  const chunkFailed = (reason: unknown) => {
    mountFailed(reason)
    if (reloading) return
    const path = w.location.pathname
    const reloads = recentReloads()
    const last = reloads[path]
    const now = Date.now()
    if (typeof last === 'number' && now - last >= 0 && now - last < config.guardMs) return
    reloads[path] = now
    try {
      w.sessionStorage.setItem(config.keys.chunkReloads, JSON.stringify(reloads))
    } catch {
      // Without storage the guard cannot hold: do not risk a reload loop.
      return
    }
    reloading = true
    w.location.reload()
  }
  const isChunkError = (reason: unknown) => {
    const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason)
    return /ChunkLoadError|Failed to load chunk|Loading (CSS )?chunk [\w/.-]+ failed/i.test(text)
  }

  w.addEventListener(
    'error',
    (event) => {
      const target = event.target as { tagName?: string; src?: string } | null
      if (target && target.tagName === 'SCRIPT') {
        if (target.src && target.src.indexOf('/_next/') !== -1)
          chunkFailed(`Failed to load ${target.src}`)
        return
      }
      const error = (event as ErrorEvent).error ?? (event as ErrorEvent).message
      if (isChunkError(error)) chunkFailed(error)
      else mountFailed(error)
    },
    true,
  )
  w.addEventListener('unhandledrejection', (event) => {
    const reason = (event as PromiseRejectionEvent).reason
    if (isChunkError(reason)) chunkFailed(reason)
    else mountFailed(reason)
  })
}

/** The inline script for <head>: `shellBoot` with the site's default theme. */
export function bootScript(defaultTheme: AppTheme): string {
  const config: BootConfig = {
    defaultTheme,
    keys: STORAGE_KEYS,
    guardMs: CHUNK_RELOAD_GUARD_MS,
    mountError: MOUNT_ERROR_MESSAGE,
  }
  // `<` escaped so no value can close the script element.
  const json = JSON.stringify(config).replace(/</g, '\\u003c')
  return `(${shellBoot.toString()})(window,${json})`
}
