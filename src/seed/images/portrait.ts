import { figureSvg, type FigureSpec } from './figure'
import type { Frame } from './frame'
import { BLACK, PAPERS, WHITE } from './palette'
import { between, pick, type Random } from './prng'
import {
  type Identity,
  placed,
  placedFigure,
  type Placement,
  randomFigure,
  randomMaterials,
  svgDocument,
} from './scene'
import { figureLight } from './shading'

export type PortraitVariant = 'portfolio' | 'polaroid'

// An editorial studio portrait: a lit paper backdrop, the figure cropped at the chest or waist.
export function portfolioFrame(
  random: Random,
  identity: Identity,
  width: number,
  height: number,
): Frame {
  const paper = pick(random, PAPERS)
  const figure = randomFigure(random, identity)
  // Faces turned away from the camera look into the light; a frontal face takes it from either side.
  const light =
    figure.pose === 'front' || random() < 0.2 ? (random() < 0.5 ? 1 : -1) : figure.facing
  // Either a head-and-shoulders close-up or a looser crop down to the waist.
  const close = random() < 0.5
  const placement: Placement = {
    x: width * (0.5 + between(random, -0.04, 0.04)),
    y: height * (close ? between(random, 0.34, 0.38) : between(random, 0.28, 0.33)),
    scale: (height * (close ? between(random, 0.32, 0.37) : between(random, 0.22, 0.26))) / 290,
  }
  return {
    width,
    height,
    backdrop: {
      stops: paper.stops,
      // The paper is brightest behind the figure, towards the light.
      centerX: 0.5 + 0.14 * light * between(random, 0.3, 1),
      centerY: between(random, 0.28, 0.4),
      radiusX: between(random, 0.8, 1.05),
      radiusY: between(random, 0.65, 0.85),
    },
    foregroundSvg: svgDocument(width, height, placedFigure(placement, figure, random)),
    bands: [
      figureLight(
        figure,
        placement,
        height,
        { side: light, contrast: 1, lift: 0 },
        randomMaterials(random, identity),
        [0, width],
      ),
    ],
    vignette: between(random, 0.12, 0.22),
    grain: between(random, 4, 6),
    random,
  }
}

// Agency digitals: a white wall, on-camera flash, waist-up and centred, no styling.
export function polaroidFrame(
  random: Random,
  identity: Identity,
  width: number,
  height: number,
): Frame {
  const figure: FigureSpec = {
    ...randomFigure(random, identity),
    pose: random() < 0.75 ? 'front' : 'turned',
    neckline: pick(random, ['scoop', 'scoop', 'crew'] as const),
    tilt: between(random, -1.5, 1.5),
  }
  // Waist-up: from just above the hair to the top of the hips.
  const scale = (height * between(random, 0.25, 0.27)) / 290
  const placement: Placement = { x: width * 0.5, y: height * 0.1 + 190 * scale, scale }
  const body = figureSvg(figure, random)
  // The flash sits just above the lens, so the wall shows a soft shadow down and to one side.
  const shadow = `<g transform="translate(${between(random, -12, 12).toFixed(1)} 10)" opacity="0.11">${body.replace(/fill="#\w+"/g, 'fill="#000"')}</g>`
  // Digitals are shot in a plain black or white top.
  const materials = { ...randomMaterials(random, identity), cloth: random() < 0.5 ? BLACK : WHITE }
  return {
    width,
    height,
    backdrop: {
      stops: ['#f2f0ec', '#ebe8e3', '#dfdbd5', '#cfcac3'],
      centerX: 0.5,
      centerY: 0.38,
      radiusX: 1.1,
      radiusY: 0.95,
    },
    foregroundSvg: svgDocument(width, height, placed(placement, shadow + body)),
    // On-camera flash: flat, even light.
    bands: [
      figureLight(figure, placement, height, { side: 1, contrast: 0.12, lift: 0.2 }, materials, [
        0,
        width,
      ]),
    ],
    vignette: 0.06,
    grain: 2.5,
    random,
  }
}
