import { ARM, EAR, garment, HEAD_FRONT, HEAD_PROFILE, TORSO, type Neckline } from './body'
import { frontHair, type HairStyle } from './hair'
import { profileHair } from './hair-profile'
import { mirrored, open } from './path'
import type { Random } from './prng'

export type Pose = 'front' | 'turned' | 'profile'

export interface FigureSpec {
  pose: Pose
  facing: 1 | -1 // which way a turned or profile head looks
  tilt: number // degrees the head leans
  hair: HairStyle
  neckline: Neckline
}

// Material colours, see Materials in frame.ts.
export const SKIN = '#f00'
export const CLOTH = '#0f0'
export const HAIR = '#00f'

const SLEEVED: readonly Neckline[] = ['crew', 'turtleneck', 'v']

// A figure as SVG in its local coordinates (see body.ts), drawn back to front.
export function figureSvg(spec: FigureSpec, random: Random): string {
  const { right, left } = shoulders(spec)
  const hair =
    spec.pose === 'profile'
      ? profileHair(spec.hair, random, spec.facing)
      : frontHair(spec.hair, random)
  const head =
    spec.pose === 'profile'
      ? [open(HEAD_PROFILE, spec.facing)]
      : [HEAD_FRONT_PATH, ...(hair.ears ? [open(EAR, 1), open(EAR, -1)] : [])]
  const headTransform = `translate(${headShift(spec)} 0) rotate(${spec.tilt.toFixed(2)} 0 140)`
  // The head goes before the clothes, so a collar sits over the base of a neck drawn with the
  // head (the profile), and the hair falls over both.
  return [
    `<g transform="${headTransform}">${paths(hair.back, HAIR)}</g>`,
    `<path d="${mirrored(TORSO, right, left)}" fill="${SKIN}"/>`,
    `<g transform="${headTransform}">${paths(head, SKIN)}</g>`,
    `<path d="${mirrored(garment(spec.neckline), right, left)}" fill="${CLOTH}"/>`,
    paths(
      [open(ARM, 1, right), open(ARM, -1, left)],
      SLEEVED.includes(spec.neckline) ? CLOTH : SKIN,
    ),
    `<g transform="${headTransform}">${paths(hair.front, HAIR)}</g>`,
  ].join('')
}

// A turned figure brings one shoulder forward and narrows the other.
function shoulders(spec: FigureSpec): { right: number; left: number } {
  const turn = spec.pose === 'front' ? 0 : spec.pose === 'turned' ? 0.12 : 0.2
  const away = 1 - turn
  const toward = 1 + turn * 0.3
  return spec.facing === 1 ? { right: away, left: toward } : { right: toward, left: away }
}

export function headShift(spec: FigureSpec): number {
  if (spec.pose === 'turned') return 14 * spec.facing
  return 0
}

const HEAD_FRONT_PATH = mirrored(HEAD_FRONT)

function paths(shapes: readonly string[], fill: string): string {
  return shapes.map((d) => `<path d="${d}" fill="${fill}"/>`).join('')
}
