import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  createClickClassifier,
  createThrottle,
  createWheelGesture,
  dragCloses,
  exceedsDragThreshold,
  zoomToggleTarget,
} from '@/features/gallery/gestures'

describe('drag threshold', () => {
  it('starts a drag once the pointer has travelled 3 px, not before', () => {
    expect(exceedsDragThreshold(2, 2)).toBe(false) // 2.83 px
    expect(exceedsDragThreshold(0, 2.9)).toBe(false)
    expect(exceedsDragThreshold(0, 3)).toBe(true)
    expect(exceedsDragThreshold(-3, 0)).toBe(true)
  })
})

describe('drag to close', () => {
  it('closes after 200 px of vertical drag, however slow, up or down', () => {
    expect(dragCloses(200, 5000)).toBe(true)
    expect(dragCloses(-200, 5000)).toBe(true)
    expect(dragCloses(199, 5000)).toBe(false)
  })

  it('closes after 50 px in under 300 ms', () => {
    expect(dragCloses(50, 299)).toBe(true)
    expect(dragCloses(-50, 100)).toBe(true)
    expect(dragCloses(50, 300)).toBe(false)
    expect(dragCloses(49, 100)).toBe(false)
  })
})

describe('wheel limit', () => {
  it('counts 7 wheel events per gesture and ignores the rest', () => {
    const counts = createWheelGesture()
    const results = Array.from({ length: 10 }, (_, n) => counts(n * 20))
    expect(results).toEqual([true, true, true, true, true, true, true, false, false, false])
  })

  it('starts a new gesture after the wheel rests for more than 300 ms', () => {
    const counts = createWheelGesture()
    for (let n = 0; n < 9; n += 1) counts(n * 50) // the last at 400 ms
    expect(counts(400 + 300)).toBe(false)
    expect(counts(700 + 301)).toBe(true)
  })
})

describe('slide button throttle', () => {
  it('runs the first press at once and drops presses within 150 ms', () => {
    let now = 0
    const throttle = createThrottle(150, () => now)
    const runs: number[] = []
    const press = (at: number) => {
      now = at
      throttle(() => runs.push(at))
    }
    ;[0, 60, 149, 150, 200, 310].forEach(press)
    expect(runs).toEqual([0, 150, 310])
  })
})

describe('double click zoom', () => {
  it('zooms a fitted picture to its natural size, and back to fit', () => {
    // maxZoom is 2 times the natural size: natural size is maxZoom / 2.
    expect(zoomToggleTarget(1, 7)).toBeCloseTo(3.5)
    expect(zoomToggleTarget(3.5, 7)).toBe(1)
    expect(zoomToggleTarget(1.5, 7)).toBe(1)
  })

  it('zooms a picture already shown at natural size to the maximum, 2 times', () => {
    expect(zoomToggleTarget(1, 2)).toBe(2)
    expect(zoomToggleTarget(1, 1.5)).toBe(1.5)
  })
})

describe('click timer', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('tells one click from two within 350 ms', () => {
    vi.useFakeTimers()
    const classifier = createClickClassifier()
    const seen: string[] = []
    const click = (at: number) =>
      classifier.click(
        at,
        () => seen.push(`single ${at}`),
        () => seen.push(`double ${at}`),
      )

    click(0)
    vi.advanceTimersByTime(349)
    expect(seen).toEqual([])
    click(349)
    expect(seen).toEqual(['double 349'])
    vi.advanceTimersByTime(1000)
    expect(seen).toEqual(['double 349'])

    click(2000)
    vi.advanceTimersByTime(350)
    expect(seen).toEqual(['double 349', 'single 2000'])
  })

  it('makes two clicks 350 ms apart two single clicks', () => {
    vi.useFakeTimers()
    const classifier = createClickClassifier()
    const seen: string[] = []
    classifier.click(
      0,
      () => seen.push('single'),
      () => seen.push('double'),
    )
    vi.advanceTimersByTime(350)
    classifier.click(
      350,
      () => seen.push('single'),
      () => seen.push('double'),
    )
    vi.advanceTimersByTime(350)
    expect(seen).toEqual(['single', 'single'])
  })
})
