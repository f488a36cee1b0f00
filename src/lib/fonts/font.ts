import { readFileSync } from 'node:fs'
import path from 'node:path'
import { inflateSync } from 'node:zlib'

import { outline } from './glyph-outline'

// Reads glyph outlines straight from the site's own typefaces (dependencies for the web pages), so
// text in generated images does not depend on the machine's fonts: librsvg would fall back to
// whatever fontconfig finds, often only DejaVu.
export const DISPLAY_FONT =
  '@fontsource/cormorant-garamond/files/cormorant-garamond-latin-500-normal.woff'
export const TEXT_FONT = '@fontsource/inter/files/inter-latin-500-normal.woff'

export interface Glyph {
  path: string // SVG path in font units, y pointing up
  advance: number
}

export interface Font {
  unitsPerEm: number
  capHeight: number
  glyph: (char: string) => Glyph
}

const fonts = new Map<string, Font>()

export function loadFont(file: string): Font {
  let font = fonts.get(file)
  if (!font) {
    // From the project's node_modules by path: a bundler cannot follow a computed require.resolve.
    font = parseFont(woffTables(readFileSync(path.join(process.cwd(), 'node_modules', file))))
    fonts.set(file, font)
  }
  return font
}

// WOFF 1.0: a table directory, each table zlib-compressed unless that would not make it smaller.
function woffTables(woff: Buffer): Map<string, Buffer> {
  const tables = new Map<string, Buffer>()
  const count = woff.readUInt16BE(12)
  for (let i = 0; i < count; i++) {
    const entry = 44 + i * 20
    const tag = woff.toString('latin1', entry, entry + 4)
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const original = woff.readUInt32BE(entry + 12)
    const data = woff.subarray(offset, offset + compressed)
    tables.set(tag, compressed < original ? inflateSync(data) : data)
  }
  return tables
}

function parseFont(tables: Map<string, Buffer>): Font {
  const table = (tag: string): Buffer => {
    const data = tables.get(tag)
    if (!data) throw new Error(`Font table ${tag} is missing`)
    return data
  }
  const head = table('head')
  const [cmap, loca, glyf, hmtx] = [table('cmap'), table('loca'), table('glyf'), table('hmtx')]
  const metrics = table('hhea').readUInt16BE(34)
  const longOffsets = head.readInt16BE(50) === 1
  const glyphIndex = characterMap(cmap)
  const glyphData = (index: number): Buffer => {
    const at = (i: number): number =>
      longOffsets ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2
    return glyf.subarray(at(index), at(index + 1))
  }
  return {
    unitsPerEm: head.readUInt16BE(18),
    capHeight: table('OS/2').readInt16BE(88),
    glyph: (char) => {
      const index = glyphIndex(char.codePointAt(0) ?? 0)
      const advance = hmtx.readUInt16BE(Math.min(index, metrics - 1) * 4)
      // A character the subset lacks becomes a space rather than the .notdef box.
      return { path: index === 0 ? '' : outline(glyphData, index, 0, 0), advance }
    },
  }
}

// The Windows Unicode BMP subtable (format 4): segments of consecutive character codes.
function characterMap(cmap: Buffer): (code: number) => number {
  let sub = -1
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const record = 4 + i * 8
    if (cmap.readUInt16BE(record) === 3 && cmap.readUInt16BE(record + 2) === 1) {
      sub = cmap.readUInt32BE(record + 4)
    }
  }
  if (sub < 0 || cmap.readUInt16BE(sub) !== 4) throw new Error('Font has no Unicode cmap')
  const segments = cmap.readUInt16BE(sub + 6) / 2
  const ends = sub + 14
  const starts = ends + segments * 2 + 2
  const deltas = starts + segments * 2
  const ranges = deltas + segments * 2
  return (code) => {
    for (let s = 0; s < segments; s++) {
      if (code > cmap.readUInt16BE(ends + s * 2)) continue
      const start = cmap.readUInt16BE(starts + s * 2)
      if (code < start) return 0
      const delta = cmap.readInt16BE(deltas + s * 2)
      const rangeOffset = cmap.readUInt16BE(ranges + s * 2)
      if (rangeOffset === 0) return (code + delta) & 0xffff
      const glyph = cmap.readUInt16BE(ranges + s * 2 + rangeOffset + (code - start) * 2)
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff
    }
    return 0
  }
}

// One line of text as SVG paths in font units (y up, baseline at 0), and its width.
export function typeset(
  font: Font,
  text: string,
  trackingEm: number,
): { svg: string; width: number } {
  const tracking = trackingEm * font.unitsPerEm
  let x = 0
  const letters = [...text].map((char) => {
    const glyph = font.glyph(char)
    const letter = glyph.path ? `<path transform="translate(${x} 0)" d="${glyph.path}"/>` : ''
    x += glyph.advance + tracking
    return letter
  })
  return { svg: letters.join(''), width: Math.max(0, x - tracking) }
}
