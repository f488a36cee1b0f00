// Figures are drawn as one half of a contour (the figure's left side, on the viewer's right) and
// mirrored, so shapes stay symmetric by construction and a pose can narrow one side only.
export type Point = readonly [number, number]
export type Cubic = readonly [number, number, number, number, number, number]

export interface Half {
  start: Point
  curves: readonly Cubic[]
}

const num = (value: number): string => (Math.round(value * 10) / 10).toString()

// Closes the half with its mirror image; `right` and `left` stretch each side horizontally,
// which is how a turned pose brings one shoulder forward.
export function mirrored(half: Half, right = 1, left = 1): string {
  const { start, curves } = half
  const parts = [`M${num(start[0] * right)} ${num(start[1])}`]
  for (const [x1, y1, x2, y2, x, y] of curves) {
    parts.push(`C${[x1 * right, y1, x2 * right, y2, x * right, y].map(num).join(' ')}`)
  }
  const end = curves.at(-1)
  if (end) parts.push(`L${num(-end[4] * left)} ${num(end[5])}`)
  for (let i = curves.length - 1; i >= 0; i--) {
    const [x1, y1, x2, y2] = curves[i] ?? [0, 0, 0, 0]
    const [x, y] = i === 0 ? start : (curves[i - 1] ?? start).slice(4)
    parts.push(`C${[-x2 * left, y2, -x1 * left, y1, -(x ?? 0) * left, y ?? 0].map(num).join(' ')}`)
  }
  return `${parts.join('')}Z`
}

// One side only, closed on itself: arms, an ear, a strand of hair.
export function open(half: Half, side: 1 | -1 = 1, stretch = 1): string {
  const sx = side * stretch
  const parts = [`M${num(half.start[0] * sx)} ${num(half.start[1])}`]
  for (const [x1, y1, x2, y2, x, y] of half.curves) {
    parts.push(`C${[x1 * sx, y1, x2 * sx, y2, x * sx, y].map(num).join(' ')}`)
  }
  return `${parts.join('')}Z`
}

export function circle(x: number, y: number, r: number): string {
  return `M${num(x - r)} ${num(y)}a${num(r)} ${num(r)} 0 1 1 ${num(2 * r)} 0a${num(r)} ${num(r)} 0 1 1 ${num(-2 * r)} 0Z`
}
