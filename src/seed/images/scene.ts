import type { Neckline } from './body'
import { figureSvg, type FigureSpec, type Pose } from './figure'
import type { Materials } from './frame'
import { HAIR_STYLES, type HairStyle } from './hair'
import { GARMENTS, HAIR_TONES, HAIRS, SKINS, type HairColour, type Tone } from './palette'
import { between, pick, type Random } from './prng'

export interface Placement {
  x: number // image position of the figure's local origin, the centre of the head
  y: number
  scale: number // image pixels per local unit
}

const POSES: readonly Pose[] = ['front', 'front', 'turned', 'turned', 'profile']
const NECKLINES: readonly Neckline[] = ['crew', 'turtleneck', 'scoop', 'v', 'bandeau']

// What stays the same in every picture of one model.
export interface Identity {
  hair: HairStyle
  hairTone: Tone
  skin: Tone
}

/** A model; with a hair colour (the talent's own), their hair is that colour, shaved hair cropped. */
export function randomIdentity(random: Random, hairColour?: HairColour): Identity {
  const identity = {
    hair: pick(random, HAIR_STYLES),
    hairTone: pick(random, HAIRS),
    skin: pick(random, SKINS),
  }
  if (!hairColour) return identity
  return {
    ...identity,
    hair: hairColour === 'shaved' ? 'crop' : identity.hair,
    hairTone: HAIR_TONES[hairColour],
  }
}

// What changes from one picture to the next: pose and clothes.
export function randomFigure(random: Random, identity: Identity): FigureSpec {
  return {
    pose: pick(random, POSES),
    facing: random() < 0.5 ? 1 : -1,
    tilt: between(random, -5, 5),
    hair: identity.hair,
    neckline: pick(random, NECKLINES),
  }
}

export function randomMaterials(random: Random, identity: Identity): Materials {
  return { skin: identity.skin, cloth: pick(random, GARMENTS), hair: identity.hairTone }
}

export function placedFigure(placement: Placement, spec: FigureSpec, random: Random): string {
  return placed(placement, figureSvg(spec, random))
}

export function placed(placement: Placement, body: string): string {
  const { x, y, scale } = placement
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(4)})">${body}</g>`
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`
}
