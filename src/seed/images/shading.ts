import { headShift, type FigureSpec } from './figure'
import type { Band, Materials } from './frame'
import type { Placement } from './scene'

// Each part of the body is a rounded form lit from one side, so the light falls off across the
// width of that part: quickly across the neck, slowly across the shoulders. Rows of the image
// are matched to the part of the body they cross, in local units: [y, centre x, half width,
// darkening]. The darkening is the shadow the chin casts on the neck, and the light falling off
// towards the waist.
const FORMS: readonly (readonly [number, number, number, number])[] = [
  [-220, 0, 110, 0],
  [110, 0, 100, 0],
  [150, 0, 62, 0.42],
  [215, 0, 62, 0.12],
  [300, 0, 260, 0.02],
  [700, 0, 230, 0.12],
  [1300, 0, 230, 0.3],
]

export interface Lighting {
  side: 1 | -1 // 1 when the key light is on the right of the picture
  contrast: number // 1 for a side-lit softbox, lower for flatter, frontal light
  lift: number // added to every shade: above 0 brightens the figure
}

export function figureLight(
  spec: FigureSpec,
  placement: Placement,
  height: number,
  lighting: Lighting,
  materials: Materials,
  columns: readonly [number, number],
): Band {
  const base = new Float32Array(height)
  const slope = new Float32Array(height)
  const shift = headShift(spec)
  for (let y = 0; y < height; y++) {
    const local = (y - placement.y) / placement.scale
    const [centre, half, dark] = form(local)
    const centreX = placement.x + (centre + (local < 140 ? shift : 0)) * placement.scale
    const halfWidth = half * placement.scale
    const rowSlope = (0.5 * lighting.contrast * lighting.side) / halfWidth
    slope[y] = rowSlope
    base[y] = 0.5 + lighting.lift - dark * lighting.contrast - centreX * rowSlope
  }
  return { from: columns[0], to: columns[1], base, slope, materials }
}

function form(y: number): [number, number, number] {
  const first = FORMS[0] ?? [0, 0, 100, 0]
  if (y <= first[0]) return [first[1], first[2], first[3]]
  for (let i = 1; i < FORMS.length; i++) {
    const a = FORMS[i - 1] ?? first
    const b = FORMS[i] ?? first
    if (y <= b[0]) {
      const t = (y - a[0]) / (b[0] - a[0])
      return [a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t, a[3] + (b[3] - a[3]) * t]
    }
  }
  const last = FORMS.at(-1) ?? first
  return [last[1], last[2], last[3]]
}
