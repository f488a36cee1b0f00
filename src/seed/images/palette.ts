// Muted studio colours. Each tone is [lit side, shadow side]; the figure is lit from one side
// like a single softbox, which is what makes a flat silhouette read as a sculpted portrait.
export type Tone = readonly [string, string]

export interface Paper {
  name: string
  stops: readonly string[] // lit centre outwards, see Backdrop in frame.ts
  lowKey: boolean
}

export const PAPERS: readonly Paper[] = [
  { name: 'stone', stops: ['#e6dfd4', '#d2c9bc', '#aaa195', '#7b7369'], lowKey: false },
  { name: 'putty', stops: ['#dcd6ce', '#c5beb4', '#9e978e', '#6f6a63'], lowKey: false },
  { name: 'sand', stops: ['#e9dcc9', '#d6c4ad', '#b09e87', '#82715e'], lowKey: false },
  { name: 'blush', stops: ['#e5d5cb', '#d0bcaf', '#a79286', '#78675d'], lowKey: false },
  { name: 'sage', stops: ['#d6d7cb', '#bcbeb0', '#959788', '#68695b'], lowKey: false },
  { name: 'slate', stops: ['#d9d9d5', '#bfbfbb', '#969692', '#696965'], lowKey: false },
  { name: 'charcoal', stops: ['#66615a', '#4b4742', '#302d2a', '#1b1918'], lowKey: true },
  { name: 'espresso', stops: ['#665446', '#4b3e34', '#2f2721', '#191512'], lowKey: true },
]

export const SKINS: readonly Tone[] = [
  ['#e8cab2', '#8a6852'],
  ['#d9ae8e', '#6e4d3a'],
  ['#bb8a66', '#543725'],
  ['#94694c', '#3a261b'],
  ['#76533d', '#2a1b13'],
]

export const HAIRS: readonly Tone[] = [
  ['#2c2522', '#100d0c'],
  ['#4b3527', '#1d140e'],
  ['#7e6045', '#3a2a1c'],
  ['#b99c74', '#66503a'],
  ['#6a3b27', '#2b170e'],
]

// A talent's hair as their card gives it (the Talents collection's hair colours), so a talent's
// pictures agree with their measurements.
export const HAIR_TONES = {
  black: ['#2c2522', '#100d0c'],
  'dark brown': ['#4b3527', '#1d140e'],
  brown: ['#634532', '#281a11'],
  'light brown': ['#7e6045', '#3a2a1c'],
  'dark blonde': ['#a08560', '#54432e'],
  blonde: ['#d1b68a', '#7a6345'],
  red: ['#93482a', '#3f190b'],
  auburn: ['#6a3b27', '#2b170e'],
  grey: ['#a3a09a', '#4d4b47'],
  white: ['#e2ded6', '#8f8b84'],
  shaved: ['#3a302b', '#15110f'],
} as const satisfies Record<string, Tone>

export type HairColour = keyof typeof HAIR_TONES

export const BLACK: Tone = ['#2d2b29', '#0f0e0e']
export const WHITE: Tone = ['#f3f1ed', '#a6a4a0']

// Black twice: most portfolio shots are styled in black.
export const GARMENTS: readonly Tone[] = [
  BLACK,
  BLACK,
  WHITE,
  ['#ebe5d9', '#9a948a'],
  ['#b08d66', '#5e4933'],
  ['#56534f', '#232221'],
  ['#3b4250', '#161a22'],
]
