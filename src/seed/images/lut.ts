import type { Tone } from './palette'

export const LUT_SIZE = 1024

export type ChannelLuts = [Int16Array, Int16Array, Int16Array]

type Rgb = [number, number, number]

export function hexToRgb(hex: string): Rgb {
  const value = parseInt(hex.replace('#', ''), 16)
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255]
}

// Colours along a gradient of several stops, eased between stops so no ring shows.
export function gradientLuts(stops: readonly string[], size = LUT_SIZE): ChannelLuts {
  const colours = stops.map(hexToRgb)
  const luts: ChannelLuts = [new Int16Array(size), new Int16Array(size), new Int16Array(size)]
  const segments = colours.length - 1
  for (let i = 0; i < size; i++) {
    const position = (i / (size - 1)) * segments
    const segment = Math.min(Math.floor(position), segments - 1)
    const t = smoothstep(0, 1, position - segment)
    const from = colours[segment] ?? [0, 0, 0]
    setMix(luts, i, from, colours[segment + 1] ?? from, t)
  }
  return luts
}

// Shade 0 (deep shadow) to 255 (full light) of one material. The turn from light to shadow is
// short and sits a little past the middle, as under a single softbox: that terminator is what
// makes a flat shape read as round.
export function materialLuts([lit, shadow]: Tone): ChannelLuts {
  const a = hexToRgb(shadow)
  const b = hexToRgb(lit)
  const luts: ChannelLuts = [new Int16Array(256), new Int16Array(256), new Int16Array(256)]
  for (let i = 0; i < 256; i++) setMix(luts, i, a, b, smoothstep(0.3, 0.72, i / 255))
  return luts
}

function setMix(
  luts: ChannelLuts,
  i: number,
  [r0, g0, b0]: Rgb,
  [r1, g1, b1]: Rgb,
  t: number,
): void {
  luts[0][i] = Math.round(r0 + (r1 - r0) * t)
  luts[1][i] = Math.round(g0 + (g1 - g0) * t)
  luts[2][i] = Math.round(b0 + (b1 - b0) * t)
}

// A separable falloff (x curve times y curve) looks like a lens vignette and costs one
// multiplication per pixel instead of a distance.
export function vignetteCurve(length: number, strength: number): Int16Array {
  const curve = new Int16Array(length)
  for (let i = 0; i < length; i++) {
    const t = Math.abs((2 * i) / (length - 1) - 1)
    curve[i] = Math.round(256 * (1 - strength * t ** 3))
  }
  return curve
}

export function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)))
  return t * t * (3 - 2 * t)
}

// Across a beam of light, 0..256 for positions 0..256 (128 is the middle): a soft-edged shaft.
export function beamCurve(): Int16Array {
  const curve = new Int16Array(257)
  for (let i = 0; i <= 256; i++)
    curve[i] = Math.round(256 * smoothstep(1, 0.35, Math.abs(i - 128) / 128))
  return curve
}
