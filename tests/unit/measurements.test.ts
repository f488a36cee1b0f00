import { describe, expect, it } from 'vitest'

import { centimetresToInches, formatFeetInches, formatInches } from '@/lib/measurements'

describe('measurements in inches', () => {
  it.each([
    [2.54, 1],
    [61, 24],
    [89, 35],
    [90, 35.5],
    [0, 0],
  ])('%d cm → %d in (to the nearest half inch)', (cm, inches) => {
    expect(centimetresToInches(cm)).toBe(inches)
  })

  it.each([
    [180, '5′ 11″'],
    [175, '5′ 9″'],
    [176, '5′ 9½″'],
    [152.4, '5′ 0″'],
    [190, '6′ 3″'],
  ])('%d cm tall reads %s', (cm, text) => {
    expect(formatFeetInches(cm)).toBe(text)
  })

  it('formats lengths with a half when there is one', () => {
    expect(formatInches(90)).toBe('35½″')
    expect(formatInches(61)).toBe('24″')
  })
})
