import type { FigureSpec } from './figure'
import type { Band, Frame } from './frame'
import { PAPERS } from './palette'
import { between, pick, type Random } from './prng'
import {
  type Placement,
  placedFigure,
  randomFigure,
  randomIdentity,
  randomMaterials,
  svgDocument,
} from './scene'
import { figureLight } from './shading'

// A wide editorial still for the home page: two or three models in a row on one paper backdrop,
// cropped at the chest, with a shaft of light falling across the paper behind them.
export function landscapeFrame(random: Random, width: number, height: number): Frame {
  const paper = pick(random, PAPERS)
  const count = random() < 0.7 ? 3 : 2
  const side = random() < 0.5 ? 1 : -1
  const slot = width / count
  // Each figure keeps to its own column, so the widest shoulders fit inside one slot.
  const scale = Math.min((height * between(random, 0.3, 0.36)) / 290, (slot * 0.42) / 264)
  const figures: string[] = []
  const bands: Band[] = []
  for (let i = 0; i < count; i++) {
    const identity = randomIdentity(random)
    const spec: FigureSpec = {
      ...randomFigure(random, identity),
      // The outer figures turn towards the middle, as in a group shot.
      facing: i === 0 ? 1 : i === count - 1 ? -1 : random() < 0.5 ? 1 : -1,
    }
    const placement: Placement = {
      x: slot * (i + 0.5) + between(random, -0.04, 0.04) * slot,
      y: height * between(random, 0.36, 0.42),
      scale: scale * between(random, 0.94, 1.04),
    }
    figures.push(placedFigure(placement, spec, random))
    const columns = [Math.round(slot * i), Math.round(slot * (i + 1))] as const
    bands.push(
      figureLight(
        spec,
        placement,
        height,
        { side, contrast: 1, lift: 0 },
        randomMaterials(random, identity),
        columns,
      ),
    )
  }
  return {
    width,
    height,
    backdrop: {
      stops: paper.stops,
      centerX: 0.5 + 0.2 * side,
      centerY: 0.35,
      radiusX: 0.9,
      radiusY: 1.1,
      beam: {
        x: 0.5 + side * between(random, 0.05, 0.3),
        slant: -side * between(random, 0.3, 0.7),
        width: between(random, 0.16, 0.26),
        strength: paper.lowKey ? between(random, 0.18, 0.28) : between(random, 0.3, 0.45),
      },
    },
    foregroundSvg: svgDocument(width, height, figures.join('')),
    bands,
    vignette: between(random, 0.2, 0.3),
    grain: between(random, 4, 6),
    random,
  }
}
