import { describe, expect, it } from 'vitest'

import { shortenNumber } from '@/lib/format-number'

describe('shortenNumber (spec: 1k and above like 1.5k; 1M and above with M)', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1k'],
    [1049, '1k'],
    [1050, '1.1k'],
    [1500, '1.5k'],
    [12_345, '12.3k'],
    [10_000, '10k'],
    [100_000, '100k'],
    [999_949, '999.9k'],
    [999_999, '1M'],
    [1_000_000, '1M'],
    [1_049_999, '1M'],
    [1_500_000, '1.5M'],
    [2_000_000, '2M'],
    [12_345_678, '12.3M'],
    [-1500, '-1.5k'],
    [Number.NaN, '0'],
  ])('%d → %s', (value, expected) => {
    expect(shortenNumber(value)).toBe(expected)
  })
})
