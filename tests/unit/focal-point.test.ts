import { describe, expect, it } from 'vitest'

import { cropWindow, focalPoint, objectPosition } from '@/lib/focal-point'

describe('focal points', () => {
  it('are the centre until staff set one, and never leave the picture', () => {
    expect(focalPoint({ focalX: null, focalY: undefined })).toEqual({ x: 50, y: 50 })
    expect(focalPoint({ focalX: 12, focalY: 130 })).toEqual({ x: 12, y: 100 })
    expect(objectPosition({ focalX: 20, focalY: 75 })).toBe('20% 75%')
  })

  it('cut the window object-fit: cover shows with the focal point as object-position', () => {
    const picture = { width: 1200, height: 600 }
    const box = { width: 472, height: 630 } // narrower than the picture: cut from its width
    expect(cropWindow(picture, box, { x: 0, y: 50 })).toEqual({
      left: 0,
      top: 0,
      width: 450,
      height: 600,
    })
    expect(cropWindow(picture, box, { x: 100, y: 50 }).left).toBe(750)
    expect(cropWindow(picture, box, { x: 50, y: 0 }).left).toBe(375)
    // A portrait in a landscape box: cut from its height, and the focal point stays inside.
    const tall = cropWindow(
      { width: 600, height: 900 },
      { width: 600, height: 300 },
      { x: 50, y: 80 },
    )
    expect(tall).toEqual({ left: 0, top: 480, width: 600, height: 300 })
    expect(tall.top).toBeLessThanOrEqual(0.8 * 900)
    expect(tall.top + tall.height).toBeGreaterThanOrEqual(0.8 * 900)
  })
})
