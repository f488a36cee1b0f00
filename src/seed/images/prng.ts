export type Random = () => number

// mulberry32: tiny, fast and good enough for picking shapes and colours; the same seed always
// draws the same sequence, which is what makes every generated image byte-for-byte repeatable.
export function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function between(random: Random, min: number, max: number): number {
  return min + (max - min) * random()
}

export function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)]
  if (item === undefined) throw new Error('pick() needs at least one item')
  return item
}
