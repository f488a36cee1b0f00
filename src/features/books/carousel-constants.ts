/** The portfolio carousel's settings, with the spec's words (section 9) beside them. */

/** "Carousel: preload 1": the neighbours of the current slide, one on each side, load early. */
export const CAROUSEL_PRELOAD = 1
/** "infinite": the last slide leads back to the first. */
export const CAROUSEL_INFINITE = true
/** "click timer 350 ms": a click waits this long to tell a single click from a double click. */
export const CAROUSEL_CLICK_TIMER_MS = 350
/** "slide buttons throttled 150 ms": faster presses of previous/next are ignored. */
export const CAROUSEL_BUTTON_THROTTLE_MS = 150
/** "validation dots become dynamic from 11 pages": from 11 slides the dots show a moving window. */
export const CAROUSEL_DYNAMIC_DOTS_FROM = 11
/** How many dots the moving window shows. */
export const CAROUSEL_DYNAMIC_DOTS_VISIBLE = 5

export type DotState = 'active' | 'near' | 'far' | 'hidden'

/**
 * Each dot's look for the current slide. Under the threshold every dot shows; from it, only a
 * window around the current one, its edges smaller, the rest hidden.
 */
export function dotStates(count: number, current: number): DotState[] {
  if (count < CAROUSEL_DYNAMIC_DOTS_FROM) {
    return Array.from({ length: count }, (_, index) => (index === current ? 'active' : 'near'))
  }
  const half = Math.floor(CAROUSEL_DYNAMIC_DOTS_VISIBLE / 2)
  const start = Math.min(Math.max(current - half, 0), count - CAROUSEL_DYNAMIC_DOTS_VISIBLE)
  const end = start + CAROUSEL_DYNAMIC_DOTS_VISIBLE - 1
  return Array.from({ length: count }, (_, index) => {
    if (index === current) return 'active'
    if (index < start || index > end) return 'hidden'
    return index === start || index === end ? 'far' : 'near'
  })
}

/** A function that runs at most once per `ms`; calls in between are dropped. */
export function throttle<Args extends unknown[]>(
  run: (...args: Args) => void,
  ms: number,
  now = () => Date.now(),
) {
  let last = -Infinity
  return (...args: Args) => {
    const time = now()
    if (time - last < ms) return
    last = time
    run(...args)
  }
}
