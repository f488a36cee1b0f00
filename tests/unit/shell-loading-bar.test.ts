import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createLoadingBar, estimatedProgress } from '@/features/shell/loading-bar'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

// The spec's loading bar: estimated duration 3000 ms, throttle 500 ms.
// The spec's route change wait: 100 ms.
const bar = () =>
  createLoadingBar({ waitMs: 100, throttleMs: 500, durationMs: 3000, hideDelayMs: 400 })

describe('the loading bar', () => {
  it('shows nothing for a navigation that finishes within the 500 ms throttle', () => {
    const loading = bar()
    const seen: boolean[] = []
    loading.subscribe(() => seen.push(loading.getState().visible))
    loading.start()
    vi.advanceTimersByTime(499)
    loading.finish()
    vi.advanceTimersByTime(5000)
    expect(seen).not.toContain(true)
  })

  it('appears after 500 ms, grows, fills on finish and then hides', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(500)
    const shown = loading.getState()
    expect(shown).toMatchObject({ visible: true, error: false })
    vi.advanceTimersByTime(1000)
    expect(loading.getState().progress).toBeGreaterThan(shown.progress)
    loading.finish()
    expect(loading.getState()).toMatchObject({ visible: true, progress: 100 })
    vi.advanceTimersByTime(400)
    expect(loading.getState().visible).toBe(false)
  })

  it('turns to the error colour when the navigation fails', () => {
    const loading = bar()
    loading.start()
    loading.fail()
    expect(loading.getState()).toMatchObject({ visible: true, error: true, progress: 100 })
    expect(loading.isLoading()).toBe(false)
  })

  it('ignores a second start while loading and a finish while idle', () => {
    const loading = bar()
    loading.finish()
    expect(loading.getState().visible).toBe(false)
    loading.start()
    vi.advanceTimersByTime(400)
    loading.start()
    vi.advanceTimersByTime(100)
    expect(loading.getState().visible).toBe(true)
  })
})

describe('the route change wait', () => {
  it('keeps the page as it is for a navigation that finishes within 100 ms', () => {
    const loading = bar()
    const seen: boolean[] = []
    loading.subscribe(() => seen.push(loading.getState().busy))
    loading.start()
    vi.advanceTimersByTime(99)
    loading.finish()
    vi.advanceTimersByTime(1000)
    expect(seen).not.toContain(true)
  })

  it('marks the page busy after 100 ms, before the bar, and clears it on finish', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(100)
    expect(loading.getState()).toMatchObject({ busy: true, visible: false })
    vi.advanceTimersByTime(200)
    loading.finish()
    expect(loading.getState()).toMatchObject({ busy: false, visible: false })
  })

  it('stays busy while the bar shows, and not once it fills', () => {
    const loading = bar()
    loading.start()
    vi.advanceTimersByTime(600)
    expect(loading.getState()).toMatchObject({ busy: true, visible: true })
    loading.finish()
    expect(loading.getState()).toMatchObject({ busy: false, visible: true, progress: 100 })
  })
})

describe('estimatedProgress', () => {
  it('starts at 0, reaches about 70% at the estimated duration and never 100%', () => {
    expect(estimatedProgress(0, 3000)).toBe(0)
    expect(estimatedProgress(3000, 3000)).toBeCloseTo(70.48, 1)
    expect(estimatedProgress(60_000, 3000)).toBeLessThan(100)
    expect(estimatedProgress(1000, 3000)).toBeLessThan(estimatedProgress(2000, 3000))
  })
})
