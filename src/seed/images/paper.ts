import type { Frame } from './frame'
import { beamCurve, gradientLuts, LUT_SIZE, vignetteCurve } from './lut'

const FAR = LUT_SIZE - 1
// The paper, the beam and the vignette change by well under one level over a few pixels, so
// they are worked out once per cell of CELL x CELL pixels; the grain hides any step.
export const CELL_SHIFT = 2
export const CELL = 1 << CELL_SHIFT

export interface PaperRow {
  red: Int16Array
  green: Int16Array
  blue: Int16Array
  shade: Int16Array // the vignette, 0..256
}

// The paper of a row of cells: its gradient, the beam across it, and the vignette.
export function paperRows(frame: Frame): { row: (y: number) => PaperRow } {
  const { width, height, backdrop } = frame
  const [paperR, paperG, paperB] = gradientLuts(backdrop.stops)
  const cells = (width >> CELL_SHIFT) + 1
  const vignetteX = vignetteCurve(cells, frame.vignette)
  const vignetteY = vignetteCurve(height, frame.vignette)
  const beamLut = beamCurve()
  const { beam } = backdrop
  const centreX = new Float64Array(cells) // cell centres in pixels
  const distanceX = new Float64Array(cells) // squared, in gradient steps
  for (let cell = 0; cell < cells; cell++) {
    centreX[cell] = cell * CELL + CELL / 2
    const dx = (((centreX[cell] ?? 0) / width - backdrop.centerX) / backdrop.radiusX) * FAR
    distanceX[cell] = dx * dx
  }
  const row: PaperRow = {
    red: new Int16Array(cells),
    green: new Int16Array(cells),
    blue: new Int16Array(cells),
    shade: new Int16Array(cells),
  }
  return {
    row: (y) => {
      const dy = ((y / height - backdrop.centerY) / backdrop.radiusY) * FAR
      const distanceY = dy * dy
      const beamCentre = beam ? beam.x * width + beam.slant * y : 0
      const beamScale = beam ? 256 / (beam.width * width) : 0
      const beamLift = beam ? beam.strength * (1 - (0.6 * y) / height) : 0
      const vignette = vignetteY[y] as number
      for (let cell = 0; cell < cells; cell++) {
        let i = Math.sqrt((distanceX[cell] as number) + distanceY) | 0
        if (i > FAR) i = FAR
        let r = paperR[i] as number
        let g = paperG[i] as number
        let b = paperB[i] as number
        if (beamLift > 0) {
          let j = (128 + ((centreX[cell] as number) - beamCentre) * beamScale) | 0
          j = j < 0 ? 0 : j > 256 ? 256 : j
          const lift = (beamLift * (beamLut[j] as number)) / 256
          // Towards a warm white, the colour of a tungsten spot.
          r += (255 - r) * lift
          g += (250 - g) * lift
          b += (240 - b) * lift
        }
        const shade = (vignette * (vignetteX[cell] as number)) >> 8
        row.shade[cell] = shade
        row.red[cell] = (r * shade) >> 8
        row.green[cell] = (g * shade) >> 8
        row.blue[cell] = (b * shade) >> 8
      }
      return row
    },
  }
}
