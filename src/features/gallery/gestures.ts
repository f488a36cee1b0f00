import {
  CLICK_TIMER_MS,
  DRAG_CLOSE_DISTANCE_PX,
  DRAG_CLOSE_FLICK_MS,
  DRAG_CLOSE_FLICK_PX,
  DRAG_THRESHOLD_PX,
  WHEEL_GESTURE_GAP_MS,
  ZOOM_MAX_SCALE,
  ZOOM_WHEEL_LIMIT,
} from './constants'

/** The pure rules behind the lightbox's pointer and wheel handling, kept apart to be tested. */

/** A drag starts once the pointer has travelled 3 px; shorter moves are still a click. */
export function exceedsDragThreshold(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX
}

/** A vertical drag of 200 px, or of 50 px in under 300 ms, closes. */
export function dragCloses(distance: number, durationMs: number): boolean {
  const travelled = Math.abs(distance)
  return (
    travelled >= DRAG_CLOSE_DISTANCE_PX ||
    (travelled >= DRAG_CLOSE_FLICK_PX && durationMs < DRAG_CLOSE_FLICK_MS)
  )
}

/**
 * Counts wheel events per gesture: the first 7 count, the rest are ignored until the wheel rests
 * for 300 ms. Ignored events still extend the gesture, so a long trackpad swipe stays one gesture.
 */
export function createWheelGesture(
  limit = ZOOM_WHEEL_LIMIT,
  gapMs = WHEEL_GESTURE_GAP_MS,
): (timeStamp: number) => boolean {
  let count = 0
  let last = Number.NEGATIVE_INFINITY
  return (timeStamp) => {
    if (timeStamp - last > gapMs) count = 0
    last = timeStamp
    count += 1
    return count <= limit
  }
}

/**
 * Leading-edge throttle: the first call runs at once, calls within the next `intervalMs` are
 * dropped (a double click on Next moves one slide, not two).
 */
export function createThrottle(
  intervalMs: number,
  now: () => number = () => Date.now(),
): (run: () => void) => boolean {
  let last = Number.NEGATIVE_INFINITY
  return (run) => {
    const time = now()
    if (time - last < intervalMs) return false
    last = time
    run()
    return true
  }
}

/**
 * Double click or tap toggles zoom: zoomed in, back to fit; at fit, to the image's natural size,
 * or to the maximum (2 times the natural size) when the image already shows at natural size.
 * `maxZoom` is the fitted image's largest scale, which is 2 times natural size by construction.
 */
export function zoomToggleTarget(zoom: number, maxZoom: number): number {
  const epsilon = 0.01
  if (zoom > 1 + epsilon) return 1
  const natural = maxZoom / ZOOM_MAX_SCALE
  return natural > 1 + epsilon ? natural : maxZoom
}

export type ClickClassifier = {
  /** Reports a click; a second one within 350 ms makes a double click. */
  click(timeStamp: number, single: () => void, double: () => void): void
  cancel(): void
}

/** Tells single from double clicks with the 350 ms click timer. */
export function createClickClassifier(delayMs = CLICK_TIMER_MS): ClickClassifier {
  let pending: { timeStamp: number; timer: ReturnType<typeof setTimeout> } | null = null
  const cancel = () => {
    if (pending) clearTimeout(pending.timer)
    pending = null
  }
  return {
    click(timeStamp, single, double) {
      if (pending && timeStamp - pending.timeStamp < delayMs) {
        cancel()
        double()
        return
      }
      cancel()
      const timer = setTimeout(() => {
        pending = null
        single()
      }, delayMs)
      pending = { timeStamp, timer }
    },
    cancel,
  }
}
