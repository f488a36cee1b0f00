import type { Hair, HairStyle } from './hair'
import { circle, open } from './path'
import { between, type Random } from './prng'

// Hair for a head in profile, facing right; `side` flips it with the head.
export function profileHair(style: HairStyle, random: Random, side: 1 | -1): Hair {
  const cap = open(
    {
      start: [80, -108],
      curves: [
        [66, -170, -46, -190, -104, -120],
        [-136, -80, -134, 30, -102, 112],
        // The cap ends on the line of the nape, so neck and hair meet without a step.
        [-96, 124, -84, 134, -76, 138],
        [-72, 60, -60, -30, -24, -66],
        [6, -92, 40, -100, 80, -108],
      ],
    },
    side,
  )
  switch (style) {
    case 'curls': {
      // Clusters round the crown and the back of the head, from above the brow to the nape.
      const clusters: string[] = []
      const count = 14
      for (let i = 0; i < count; i++) {
        const angle = -1.2 - (2.84 * i) / (count - 1)
        const x = -20 + Math.cos(angle) * 140
        clusters.push(circle(x * side, -40 + Math.sin(angle) * 140, between(random, 34, 48)))
      }
      return { back: clusters, front: [cap], ears: false }
    }
    case 'long': {
      const length = between(random, 360, 520)
      const fall = open(
        {
          start: [-100, -110],
          curves: [
            [-150, -20, -150, 150, -146, length - 80],
            [-144, length - 20, -120, length, -96, length + 10],
            // Up the inside of the fall, meeting the cap at the nape without a step.
            [-74, length - 80, -66, 220, -66, 120],
            [-66, 60, -80, 0, -100, -60],
          ],
        },
        side,
      )
      return { back: [fall], front: [cap], ears: false }
    }
    case 'bun':
      return {
        back: [circle(-120 * side, -70, between(random, 46, 58))],
        front: [cap],
        ears: false,
      }
    case 'bob':
    case 'crop':
      return { back: [], front: [cap], ears: false }
  }
}
