import { circle, type Half, mirrored, open } from './path'
import { between, type Random } from './prng'

export type HairStyle = 'long' | 'bob' | 'crop' | 'bun' | 'curls'
export const HAIR_STYLES: readonly HairStyle[] = ['long', 'bob', 'crop', 'bun', 'curls']

// Separate paths rather than one compound path: mirrored shapes wind the other way, and
// overlapping subpaths of opposite winding would cut holes.
export interface Hair {
  back: string[] // behind the head and neck
  front: string[] // over the face and shoulders
  ears: boolean
}

// Front-facing hair, in the head's local coordinates (see body.ts).
export function frontHair(style: HairStyle, random: Random): Hair {
  switch (style) {
    case 'long': {
      const length = between(random, 440, 580)
      const back = mirrored({
        start: [0, -170],
        curves: [
          [80, -170, 126, -120, 124, -40],
          [122, 80, 140, 200, 150, length - 60],
          [100, length - 40, 40, length - 40, 0, length - 40],
        ],
      })
      // Each side either falls in front of the shoulder or is tucked behind it.
      const front = ([1, -1] as const).map((side) =>
        open(random() < 0.7 ? longFall(length) : tucked(), side),
      )
      return { back: [back], front, ears: false }
    }
    case 'bob': {
      const length = between(random, 95, 150)
      const sweep = random() < 0.5 ? 1 : -1
      const sides = mirrored({
        start: [0, -182],
        curves: [
          [94, -184, 138, -122, 138, -30],
          [138, 30, 140, length - 50, 136, length - 10],
          [132, length + 6, 100, length + 8, 86, length - 6],
          [92, length - 60, 96, 10, 92, -50],
          [80, -100, 40, -118, 0, -118],
        ],
      })
      // A side-swept fringe, heavier on the side of the parting.
      const fringe = `M${-30 * sweep} -150C${60 * sweep} -150 ${110 * sweep} -110 ${96 * sweep} -40C${70 * sweep} -80 ${0} -92 ${-96 * sweep} -70C${-80 * sweep} -120 ${-60 * sweep} -146 ${-30 * sweep} -150Z`
      return {
        back: [mirrored({ start: [0, -120], curves: [[90, -120, 136, -80, 134, length - 8]] })],
        front: [sides, fringe],
        ears: false,
      }
    }
    case 'crop': {
      const sweep = between(random, -30, 30)
      const cap = mirrored({
        start: [0, -166],
        curves: [
          [70, -167, 110, -126, 108, -50],
          [107, -24, 105, -4, 101, 10],
          [97, -20, 96, -54, 88, -78],
          [70, -100, 40, -106, 0, -106],
        ],
      })
      // The longer top is brushed to one side.
      const fringe = `M-92 -84C${-50 + sweep} -166 ${70 + sweep} -160 106 -70C${70 + sweep / 2} -104 ${10 + sweep / 2} -112 -92 -84Z`
      return { back: [], front: [cap, fringe], ears: true }
    }
    case 'bun': {
      const size = between(random, 44, 58)
      const cap = mirrored({
        start: [0, -160],
        curves: [
          [74, -161, 106, -120, 103, -52],
          [102, -30, 101, -16, 99, -6],
          [94, -60, 72, -112, 0, -118],
        ],
      })
      return { back: [circle(0, -150 - size * 0.75, size)], front: [cap], ears: true }
    }
    case 'curls': {
      const clusters: string[] = [circle(0, -40, 136)]
      const count = 20
      for (let i = 0; i < count; i++) {
        const angle = Math.PI * (0.78 + (1.44 * i) / (count - 1))
        const r = between(random, 32, 46)
        clusters.push(circle(Math.cos(angle) * 140, -40 + Math.sin(angle) * 138, r))
      }
      const fringe: string[] = [
        mirrored({
          start: [0, -160],
          curves: [
            [70, -160, 104, -120, 100, -70],
            [60, -110, 30, -120, 0, -120],
          ],
        }),
      ]
      for (let i = 0; i < 7; i++) {
        const x = -78 + i * 26
        fringe.push(circle(x, -114 + (x * x) / 180, between(random, 22, 30)))
      }
      return { back: clusters, front: fringe, ears: false }
    }
  }
}

// The right half of long straight hair, from a little past the parting (so the halves overlap
// without a seam), over the shoulder and down the front, tapering to the ends.
function longFall(length: number): Half {
  return {
    start: [-12, -178],
    curves: [
      [60, -182, 124, -140, 126, -50],
      [128, 40, 134, 150, 150, 230],
      [166, 262, 178, 300, 176, 360],
      [174, length - 80, 168, length - 30, 150, length],
      [140, length - 6, 120, length - 30, 112, length - 60],
      [104, 400, 100, 300, 92, 230],
      [84, 180, 80, 120, 84, 40],
      [86, -50, 60, -104, -12, -112],
    ],
  }
}

// The same side tucked behind the shoulder: only the part above it shows.
function tucked(): Half {
  return {
    start: [-12, -178],
    curves: [
      [60, -182, 124, -140, 126, -50],
      [128, 40, 136, 170, 152, 250],
      [150, 282, 112, 276, 96, 250],
      [88, 180, 80, 120, 84, 40],
      [86, -50, 60, -104, -12, -112],
    ],
  }
}
