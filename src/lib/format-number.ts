/**
 * Number shortening (spec: "1k and above shown like 1.5k; 1M and above with M").
 * One decimal at most, rounded half up, trailing ".0" dropped: 1049 → 1k, 1050 → 1.1k, 2000000 → 2M.
 */
export function shortenNumber(value: number): string {
  if (!Number.isFinite(value)) return '0'
  const sign = value < 0 ? '-' : ''
  const size = Math.abs(value)
  if (size < 1000) return `${sign}${Math.round(size)}`
  // 999,950 rounds to 1000.0k: show it as 1M instead.
  const unit =
    size >= 999_950 ? { divisor: 1_000_000, suffix: 'M' } : { divisor: 1000, suffix: 'k' }
  const rounded = Math.round((size / unit.divisor) * 10) / 10
  return `${sign}${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)}${unit.suffix}`
}
