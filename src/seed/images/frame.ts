import type { Tone } from './palette'
import type { Random } from './prng'

// A picture to develop: a paper backdrop painted per pixel, and a foreground drawn as SVG.
export interface Frame {
  width: number
  height: number
  backdrop: Backdrop
  foregroundSvg: string
  bands: readonly Band[]
  vignette: number // 0 = none, 0.3 = strongly darkened corners
  grain: number // standard deviation of the grain in 8-bit levels
  random: Random
}

export interface Backdrop {
  stops: readonly string[] // the lit centre of the paper outwards
  centerX: number // 0..1 of the width
  centerY: number // 0..1 of the height
  radiusX: number // 0..1 of the width
  radiusY: number // 0..1 of the height
  beam?: Beam
}

// A shaft of light across the paper, as from a spot through a gap in the flags.
export interface Beam {
  x: number // 0..1 of the width where the middle of the beam meets the top edge
  slant: number // horizontal pixels per vertical pixel
  width: number // 0..1 of the width
  strength: number // 0..1
}

// The foreground SVG is drawn in pure red, green and blue for skin, cloth and hair, and black for
// cast shadows; its channels are then coverage weights, and the real colours are painted with the
// light. Flat fills rasterise three times faster than SVG gradients.
export interface Materials {
  skin: Tone
  cloth: Tone
  hair: Tone
}

// The columns from..to belong to one figure: its materials, and how lit each of its pixels is,
// 0..1 as base[y] + slope[y] * x.
export interface Band {
  from: number
  to: number
  base: Float32Array
  slope: Float32Array
  materials: Materials
}
