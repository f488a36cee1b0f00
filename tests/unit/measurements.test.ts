import { describe, expect, it } from 'vitest'

import {
  centimetresToInches,
  euToUkShoe,
  formatFeetInches,
  formatHeight,
  formatInches,
  formatLength,
  formatShoe,
} from '@/lib/measurements'

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

describe('shoe sizes and units', () => {
  it.each([
    [36, 3.5],
    [38, 5],
    [40, 6.5],
    [44, 9.5],
    [46, 11.5],
    [39.6, 6.5],
  ])('EU %d is UK %d', (eu, uk) => {
    expect(euToUkShoe(eu)).toBe(uk)
  })

  it('has no UK size outside the chart, and then keeps the EU size', () => {
    expect(euToUkShoe(20)).toBeNull()
    expect(formatShoe(20, 'in', 'en')).toBe('EU 20')
  })

  it('formats each measurement in the chosen units', () => {
    expect(formatHeight(178, 'cm', 'en')).toBe('178 cm')
    expect(formatHeight(178, 'in', 'en')).toBe('5′ 10″')
    expect(formatLength(61, 'cm', 'en')).toBe('61 cm')
    expect(formatLength(61, 'in', 'en')).toBe('24″')
    expect(formatShoe(40, 'cm', 'en')).toBe('EU 40')
    expect(formatShoe(40, 'in', 'en')).toBe('UK 6.5')
  })
})
