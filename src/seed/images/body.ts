import type { Cubic, Half } from './path'

// Local coordinates of every figure: the centre of the head at 0,0, one head (crown to chin)
// about 290 units, fashion proportions of roughly eight heads. Right-hand halves, mirrored.

export const HEAD_FRONT: Half = {
  start: [0, -152],
  curves: [
    [56, -152, 97, -120, 99, -60],
    [101, -22, 97, 12, 91, 40],
    [83, 74, 62, 108, 36, 127],
    [24, 136, 12, 139, 0, 139],
  ],
}

export const EAR: Half = {
  start: [94, -12],
  curves: [
    [108, -22, 116, -6, 112, 16],
    [109, 34, 102, 46, 92, 48],
  ],
}

// Facing right: crown, brow, nose, lips, chin, throat, then back up the nape.
export const HEAD_PROFILE: Half = {
  start: [-12, -152],
  curves: [
    [44, -154, 82, -124, 90, -80],
    [95, -58, 96, -42, 95, -32],
    [94, -24, 92, -20, 93, -14],
    [100, 0, 115, 17, 121, 28],
    [124, 34, 120, 41, 111, 42],
    [107, 43, 103, 44, 101, 46],
    [104, 50, 108, 56, 107, 60],
    [106, 64, 101, 68, 100, 71],
    [103, 74, 106, 80, 104, 85],
    [101, 92, 93, 95, 93, 100],
    [94, 108, 100, 118, 97, 128],
    [94, 138, 84, 143, 70, 144],
    [60, 148, 56, 156, 57, 170],
    [58, 210, 62, 250, 66, 300],
    [20, 304, -40, 304, -84, 300],
    [-84, 230, -78, 170, -76, 140],
    [-74, 110, -104, 80, -110, 0],
    [-112, -80, -76, -150, -12, -152],
  ],
}

export const TORSO: Half = {
  start: [50, 40],
  curves: [
    [52, 120, 54, 170, 58, 205],
    [70, 245, 120, 264, 185, 282],
    [205, 292, 212, 330, 206, 420],
    [204, 470, 202, 510, 198, 540],
    [200, 590, 204, 620, 202, 670],
    [200, 730, 220, 800, 226, 880],
    [232, 960, 226, 1080, 214, 1200],
    [194, 1350, 190, 1500, 186, 1700],
  ],
}

// A relaxed arm hanging at the side, from the top of the shoulder round the hand and back up
// inside the torso, where the join is hidden.
export const ARM: Half = {
  start: [150, 278],
  curves: [
    [215, 282, 262, 318, 264, 400],
    [268, 480, 262, 580, 258, 660],
    [254, 740, 266, 860, 272, 960],
    [278, 1030, 270, 1110, 252, 1150],
    [240, 1172, 222, 1168, 218, 1140],
    [214, 1080, 222, 1010, 222, 960],
    [214, 860, 196, 760, 190, 660],
    [188, 600, 192, 540, 196, 500],
    [200, 420, 190, 320, 150, 278],
  ],
}

export type Neckline = 'crew' | 'turtleneck' | 'scoop' | 'v' | 'bandeau'

// Garments reuse the torso below the shoulders and only differ at the top edge. Their shoulder
// line sits a little above the skin's (the thickness of the cloth), so no sliver of skin shows.
const TORSO_BELOW_SHOULDER = TORSO.curves.slice(2)
const SHOULDER_LINE: Cubic = [72, 242, 120, 261, 185, 280]

export function garment(neckline: Neckline): Half {
  switch (neckline) {
    case 'turtleneck':
      return {
        start: [0, 152],
        curves: [
          [24, 152, 48, 150, 58, 146],
          [58, 170, 60, 195, 62, 205],
          [74, 245, 120, 264, 185, 282],
          ...TORSO_BELOW_SHOULDER,
        ],
      }
    case 'crew':
      return {
        start: [0, 262],
        curves: [[34, 262, 56, 246, 60, 212], SHOULDER_LINE, ...TORSO_BELOW_SHOULDER],
      }
    case 'v':
      return {
        start: [0, 390],
        curves: [[20, 350, 50, 280, 60, 212], SHOULDER_LINE, ...TORSO_BELOW_SHOULDER],
      }
    case 'scoop':
      return {
        start: [0, 410],
        curves: [
          [50, 410, 92, 350, 100, 249],
          [115, 256, 130, 262, 146, 268],
          [170, 320, 200, 380, 206, 420],
          ...TORSO_BELOW_SHOULDER.slice(1),
        ],
      }
    case 'bandeau':
      return {
        start: [0, 470],
        curves: [
          [60, 470, 150, 458, 202, 462],
          [204, 490, 202, 515, 198, 540],
          ...TORSO_BELOW_SHOULDER.slice(2),
        ],
      }
  }
}
