import { describe, expect, it } from 'vitest'

import {
  CAROUSEL_BUTTON_THROTTLE_MS,
  CAROUSEL_CLICK_TIMER_MS,
  CAROUSEL_DYNAMIC_DOTS_FROM,
  CAROUSEL_INFINITE,
  CAROUSEL_PRELOAD,
  dotStates,
  throttle,
} from '@/features/books/carousel-constants'

describe('carousel constants (spec section 9)', () => {
  it('holds the spec’s values', () => {
    expect(CAROUSEL_PRELOAD).toBe(1)
    expect(CAROUSEL_INFINITE).toBe(true)
    expect(CAROUSEL_CLICK_TIMER_MS).toBe(350)
    expect(CAROUSEL_BUTTON_THROTTLE_MS).toBe(150)
    expect(CAROUSEL_DYNAMIC_DOTS_FROM).toBe(11)
  })
})

describe('dotStates: pagination dots, dynamic from 11 pages', () => {
  it('shows every dot under 11 pages', () => {
    expect(dotStates(10, 3)).toEqual([
      'near',
      'near',
      'near',
      'active',
      'near',
      'near',
      'near',
      'near',
      'near',
      'near',
    ])
  })

  it('from 11 pages shows a window of 5 around the current dot, its edges smaller', () => {
    const states = dotStates(11, 5)
    expect(states.filter((state) => state !== 'hidden')).toHaveLength(5)
    expect(states.slice(3, 8)).toEqual(['far', 'near', 'active', 'near', 'far'])
    expect(states[0]).toBe('hidden')
    expect(states[10]).toBe('hidden')
  })

  it('keeps the window inside the list at both ends', () => {
    expect(dotStates(12, 0).slice(0, 6)).toEqual([
      'active',
      'near',
      'near',
      'near',
      'far',
      'hidden',
    ])
    expect(dotStates(12, 11).slice(6)).toEqual(['hidden', 'far', 'near', 'near', 'near', 'active'])
  })
})

describe('throttle', () => {
  it('runs at most once per interval and drops calls in between', () => {
    let now = 0
    const calls: number[] = []
    const throttled = throttle(
      (value: number) => calls.push(value),
      150,
      () => now,
    )
    throttled(1)
    now = 100
    throttled(2)
    now = 149
    throttled(3)
    now = 150
    throttled(4)
    now = 400
    throttled(5)
    expect(calls).toEqual([1, 4, 5])
  })
})
