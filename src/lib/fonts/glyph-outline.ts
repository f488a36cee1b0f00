// A TrueType glyph: contours of quadratic curves, with on-curve points implied halfway between
// two off-curve ones; or, for accented letters, other glyphs placed at an offset.
export function outline(
  glyphData: (index: number) => Buffer,
  index: number,
  dx: number,
  dy: number,
): string {
  const data = glyphData(index)
  if (data.length === 0) return ''
  const contours = data.readInt16BE(0)
  if (contours < 0) return composite(glyphData, data, dx, dy)
  const ends = Array.from({ length: contours }, (_, i) => data.readUInt16BE(10 + i * 2))
  const pointCount = (ends.at(-1) ?? -1) + 1
  let at = 10 + contours * 2
  at += 2 + data.readUInt16BE(at)
  const flags: number[] = []
  while (flags.length < pointCount) {
    const flag = data.readUInt8(at++)
    flags.push(flag)
    if (flag & 8) for (let repeat = data.readUInt8(at++); repeat > 0; repeat--) flags.push(flag)
  }
  const coordinates = (short: number, same: number, origin: number): number[] => {
    let value = origin
    return flags.map((flag) => {
      if (flag & short) value += flag & same ? data.readUInt8(at++) : -data.readUInt8(at++)
      else if (!(flag & same)) value += data.readInt16BE((at += 2) - 2)
      return value
    })
  }
  const xs = coordinates(2, 16, dx)
  const ys = coordinates(4, 32, dy)
  const parts: string[] = []
  let first = 0
  for (const last of ends) {
    const points: OutlinePoint[] = []
    for (let i = first; i <= last; i++) {
      points.push({ x: xs[i] ?? 0, y: ys[i] ?? 0, on: ((flags[i] ?? 0) & 1) === 1 })
    }
    parts.push(contourPath(points))
    first = last + 1
  }
  return parts.join('')
}

// Components placed by x/y offsets; the scaled and point-matched forms do not occur in the
// Latin letters of these two faces, and only move the offset reading here.
function composite(
  glyphData: (index: number) => Buffer,
  data: Buffer,
  dx: number,
  dy: number,
): string {
  const parts: string[] = []
  let at = 10
  let flags = 0x20
  while (flags & 0x20) {
    flags = data.readUInt16BE(at)
    const component = data.readUInt16BE(at + 2)
    at += 4
    const words = (flags & 1) !== 0
    const x = words ? data.readInt16BE(at) : data.readInt8(at)
    const y = words ? data.readInt16BE(at + 2) : data.readInt8(at + 1)
    at += words ? 4 : 2
    at += flags & 8 ? 2 : flags & 0x40 ? 4 : flags & 0x80 ? 8 : 0
    parts.push(outline(glyphData, component, dx + (flags & 2 ? x : 0), dy + (flags & 2 ? y : 0)))
  }
  return parts.join('')
}

interface OutlinePoint {
  x: number
  y: number
  on: boolean // on the curve, rather than a control point
}

function contourPath(points: OutlinePoint[]): string {
  const start = points.findIndex((point) => point.on)
  if (start < 0) return ''
  const ordered = [...points.slice(start), ...points.slice(0, start)]
  const head = ordered[0] ?? { x: 0, y: 0, on: true }
  let path = `M${head.x} ${head.y}`
  for (let i = 1; i <= ordered.length; i++) {
    const point = ordered[i % ordered.length] ?? head
    if (point.on) {
      path += `L${point.x} ${point.y}`
      continue
    }
    const next = ordered[(i + 1) % ordered.length] ?? head
    const end = next.on ? next : { x: (point.x + next.x) / 2, y: (point.y + next.y) / 2, on: true }
    path += `Q${point.x} ${point.y} ${end.x} ${end.y}`
    if (next.on) i++
  }
  return `${path}Z`
}
