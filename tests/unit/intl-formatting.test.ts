/**
 * Numbers, follower counts, money, dates, times, weekdays and measurements as each language
 * writes them: English exactly as the spec words it, Spanish with Intl's Spanish of the United
 * States (`es-US`, where the agency's Spanish readers are).
 */
import { describe, expect, it } from 'vitest'

import { formatRange, formatTime, weekdayName } from '@/features/locations/opening-hours'
import { formatMonthYear } from '@/lib/format-date'
import { formatCount, formatPlainNumber } from '@/lib/format-number'
import { formatHeight, formatLength, formatShoe } from '@/lib/measurements'
import { formatMajor, formatMoney } from '@/lib/money'

/** Intl separates a number from its unit, or a time from a.m., with a space that does not break. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('follower counts', () => {
  it.each([
    [999, '999', '999'],
    [1500, '1.5k', '1.5 K'],
    [15_300, '15.3k', '15.3 K'],
    [2_000_000, '2M', '2 M'],
  ])('%d reads %s in English and %s in Spanish', (count, english, spanish) => {
    expect(formatCount(count, 'en')).toBe(english)
    expect(spaced(formatCount(count, 'es'))).toBe(spanish)
  })
})

describe('plain numbers', () => {
  it('keeps every decimal, without grouping, in the language’s notation', () => {
    expect(formatPlainNumber(172.5, 'en')).toBe('172.5')
    expect(formatPlainNumber(172.5, 'es')).toBe('172.5')
    expect(formatPlainNumber(1234, 'es')).toBe('1234')
  })
})

describe('measurements', () => {
  it('reads centimetres and EU sizes with the language’s decimal sign', () => {
    expect(formatHeight(172.5, 'cm', 'en')).toBe('172.5 cm')
    expect(formatHeight(172.5, 'cm', 'es')).toBe('172.5 cm')
    expect(formatLength(61, 'cm', 'es')).toBe('61 cm')
    expect(formatShoe(38.5, 'cm', 'es')).toBe('EU 38.5')
    expect(formatShoe(40, 'in', 'es')).toBe('UK 6.5')
  })

  it('reads inches, feet and halves the same in both languages', () => {
    expect(formatHeight(176, 'in', 'es')).toBe(formatHeight(176, 'in', 'en'))
    expect(formatLength(90, 'in', 'es')).toBe('35½″')
  })
})

describe('money', () => {
  it('writes amounts as each language does', () => {
    expect(formatMoney(12550, 'usd', 'en')).toBe('$125.50')
    expect(formatMoney(12550, 'usd', 'es')).toBe('$125.50')
    expect(formatMajor(10_000, 'usd', 'es')).toBe('$10,000.00')
    expect(spaced(formatMajor(10, 'eur', 'es'))).toBe('EUR 10.00')
  })
})

describe('dates', () => {
  it('names the month and year in the language', () => {
    expect(formatMonthYear('2026-11-03T12:00:00Z', 'en')).toBe('November 2026')
    expect(formatMonthYear('2026-11-03T12:00:00Z', 'es')).toBe('noviembre de 2026')
  })

  it('reads a date at the start of a month in UTC, whatever the server’s zone', () => {
    expect(formatMonthYear('2026-11-01T00:00:00Z', 'es')).toBe('noviembre de 2026')
  })
})

describe('opening hours', () => {
  it('reads times on the 12-hour clock, as each language marks it', () => {
    expect(formatTime('09:30', 'en')).toBe('9:30 AM')
    expect(spaced(formatTime('09:30', 'es'))).toBe('9:30 a.m.')
    expect(spaced(formatTime('18:00', 'es'))).toBe('6:00 p.m.')
    expect(spaced(formatRange({ opens: '09:30', closes: '18:00' }, 'es'))).toBe(
      '9:30 a.m. – 6:00 p.m.',
    )
  })

  it('names weekdays with Intl, capitalised for a row of the table', () => {
    expect(weekdayName('monday', 'en')).toBe('Monday')
    expect(weekdayName('wednesday', 'es')).toBe('Miércoles')
    expect(weekdayName('sunday', 'es')).toBe('Domingo')
  })
})
