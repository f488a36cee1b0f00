import {
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HIDE_DELAY_MS,
  LOADING_BAR_THROTTLE_MS,
  ROUTE_CHANGE_WAIT_MS,
} from './constants'

/** `busy`: the page shows it is loading (after the route change wait); `visible`: the bar shows. */
export type LoadingBarState = { busy: boolean; visible: boolean; progress: number; error: boolean }

export const LOADING_BAR_HIDDEN: LoadingBarState = {
  busy: false,
  visible: false,
  progress: 0,
  error: false,
}

/** How long the error colour stays when the navigation failed in place (no page load followed). */
const ERROR_VISIBLE_MS = 3000
const TICK_MS = 100

/**
 * Progress estimated from the time spent: 70% at the estimated duration, approaching 100%
 * without reaching it, so a slow navigation never looks finished before it is.
 */
export function estimatedProgress(elapsedMs: number, durationMs = LOADING_BAR_DURATION_MS): number {
  return (200 / Math.PI) * Math.atan((2 * elapsedMs) / durationMs)
}

type Options = { waitMs: number; throttleMs: number; durationMs: number; hideDelayMs: number }

/**
 * The top loading bar's state machine: idle, loading with progress, finished (or failed).
 * A navigation that finishes within the route change wait shows nothing; one that finishes
 * within the throttle shows the page busy but never the bar.
 */
export function createLoadingBar(options: Options) {
  let state = LOADING_BAR_HIDDEN
  let startedAt: number | null = null
  let busyTimer: ReturnType<typeof setTimeout> | undefined
  let showTimer: ReturnType<typeof setTimeout> | undefined
  let tickTimer: ReturnType<typeof setInterval> | undefined
  let hideTimer: ReturnType<typeof setTimeout> | undefined
  const listeners = new Set<() => void>()

  const set = (next: LoadingBarState) => {
    state = next
    for (const listener of listeners) listener()
  }
  const stopTimers = () => {
    clearTimeout(busyTimer)
    clearTimeout(showTimer)
    clearInterval(tickTimer)
    clearTimeout(hideTimer)
  }
  const progress = () =>
    estimatedProgress(Date.now() - (startedAt ?? Date.now()), options.durationMs)
  const hideAfter = (ms: number) => {
    hideTimer = setTimeout(() => set(LOADING_BAR_HIDDEN), ms)
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isLoading: () => startedAt !== null,
    start() {
      if (startedAt !== null) return
      stopTimers()
      startedAt = Date.now()
      set(LOADING_BAR_HIDDEN)
      busyTimer = setTimeout(() => set({ ...state, busy: true }), options.waitMs)
      showTimer = setTimeout(() => {
        set({ busy: true, visible: true, progress: progress(), error: false })
        tickTimer = setInterval(() => set({ ...state, progress: progress() }), TICK_MS)
      }, options.throttleMs)
    },
    finish() {
      if (startedAt === null) return
      startedAt = null
      stopTimers()
      if (!state.visible) {
        if (state.busy) set(LOADING_BAR_HIDDEN)
        return
      }
      set({ ...state, busy: false, progress: 100 })
      hideAfter(options.hideDelayMs)
    },
    fail() {
      startedAt = null
      stopTimers()
      set({ busy: false, visible: true, progress: 100, error: true })
      hideAfter(ERROR_VISIBLE_MS)
    },
  }
}

export type LoadingBar = ReturnType<typeof createLoadingBar>

/** The page's one loading bar. */
export const loadingBar = createLoadingBar({
  waitMs: ROUTE_CHANGE_WAIT_MS,
  throttleMs: LOADING_BAR_THROTTLE_MS,
  durationMs: LOADING_BAR_DURATION_MS,
  hideDelayMs: LOADING_BAR_HIDE_DELAY_MS,
})
