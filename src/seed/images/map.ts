import { loadFont, TEXT_FONT, typeset } from '@/lib/fonts/font'

import { between, type Random } from './prng'

export const MAP_WIDTH = 1200
export const MAP_HEIGHT = 800
export const BRAND_GOLD = '#C2A95F' // the one accent of the site, see PRODUCT.md

const LAND = '#ebe8e3'
const BLOCK = '#e2ded8'
const PARK = '#dbdfd2'
const WATER = '#d3dadf'
const CASING = '#d5d0c9'
const STREET = '#fbfaf8'
const INK = '#1c1b19'

// A quiet, made-up street plan: a tilted grid, two or three diagonal avenues, a river, a few
// parks, and the brand-gold pin with the location's name in the middle.
export function mapSvg(random: Random, label: string): string {
  const cx = MAP_WIDTH / 2
  const cy = MAP_HEIGHT / 2
  const angle = between(random, -14, 14)
  const span = 1500 // the grid is drawn wider than the map so its rotation never shows an edge
  const xs = gridLines(random, span)
  const ys = gridLines(random, span)
  const blocks: string[] = []
  for (let i = 0; i + 1 < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const tint = random()
      if (tint > 0.55) continue
      const [x0, x1, y0, y1] = [xs[i] ?? 0, xs[i + 1] ?? 0, ys[j] ?? 0, ys[j + 1] ?? 0]
      blocks.push(
        `<rect x="${x0 + 10}" y="${y0 + 10}" width="${x1 - x0 - 20}" height="${y1 - y0 - 20}" fill="${tint < 0.035 ? PARK : BLOCK}"/>`,
      )
    }
  }
  const minor = [
    ...xs.map((x) => `M${x} ${-span / 2}V${span / 2}`),
    ...ys.map((y) => `M${-span / 2} ${y}H${span / 2}`),
  ].join('')
  const avenues = Array.from({ length: random() < 0.5 ? 2 : 3 }, () => {
    const a = between(random, 20, 70) * (random() < 0.5 ? 1 : -1) * (Math.PI / 180)
    const offset = between(random, -300, 300)
    const [dx, dy] = [Math.cos(a) * span, Math.sin(a) * span]
    return `M${(offset - dx).toFixed(0)} ${(-dy).toFixed(0)}L${(offset + dx).toFixed(0)} ${dy.toFixed(0)}`
  }).join('')
  // Every control point of the river stays on one side, well clear of the pin in the middle.
  const riverY = between(random, 170, 300) * (random() < 0.5 ? 1 : -1)
  const bend = () => (riverY * between(random, 0.6, 1.4)).toFixed(0)
  const river = `M${-span / 2} ${bend()}C-200 ${bend()} 200 ${bend()} ${span / 2} ${bend()}`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${MAP_WIDTH}" height="${MAP_HEIGHT}">`,
    `<rect width="${MAP_WIDTH}" height="${MAP_HEIGHT}" fill="${LAND}"/>`,
    `<g transform="translate(${cx} ${cy}) rotate(${angle.toFixed(2)})">`,
    blocks.join(''),
    `<path d="${minor}" stroke="${CASING}" stroke-width="9" fill="none"/>`,
    `<path d="${minor}" stroke="${STREET}" stroke-width="6" fill="none"/>`,
    // Side streets stop at the river; the avenues cross it on bridges.
    `<path d="${river}" fill="none" stroke="${WATER}" stroke-width="${between(random, 56, 84).toFixed(0)}"/>`,
    `<path d="${avenues}" stroke="${CASING}" stroke-width="19" fill="none"/>`,
    `<path d="${avenues}" stroke="${STREET}" stroke-width="15" fill="none"/>`,
    '</g>',
    pin(cx, cy),
    label.trim() ? callout(cx, cy, label.trim()) : '',
    '</svg>',
  ].join('')
}

// Street positions from the middle outwards, city blocks 70 to 120 px apart.
function gridLines(random: Random, span: number): number[] {
  const lines = [between(random, -40, 40)]
  while ((lines.at(-1) ?? 0) < span / 2) lines.push((lines.at(-1) ?? 0) + between(random, 70, 120))
  while ((lines[0] ?? 0) > -span / 2) lines.unshift((lines[0] ?? 0) - between(random, 70, 120))
  return lines.map(Math.round)
}

function pin(x: number, y: number): string {
  return (
    `<ellipse cx="${x}" cy="${y + 2}" rx="15" ry="5" fill="#000" opacity="0.18"/>` +
    `<path transform="translate(${x} ${y})" d="M0 0C-6 -15 -22 -27 -22 -46A22 22 0 1 1 22 -46C22 -27 6 -15 0 0Z" fill="${BRAND_GOLD}" stroke="#fff" stroke-width="2"/>` +
    `<circle cx="${x}" cy="${y - 46}" r="8" fill="#fff"/>`
  )
}

// The name in small spaced capitals of the site's text face, on a white label beside the pin.
function callout(x: number, y: number, label: string): string {
  const font = loadFont(TEXT_FONT)
  const line = typeset(font, label.toUpperCase(), 0.12)
  const [padX, left] = [18, x + 34]
  // 20 px type, smaller for a long name so the label stays inside the map.
  const room = MAP_WIDTH - left - 2 * padX - 24
  const size = Math.min(20, room / Math.max(1, line.width / font.unitsPerEm))
  const scale = size / font.unitsPerEm
  const textWidth = line.width * scale
  const boxHeight = size + 28
  const top = y - 46 - boxHeight / 2
  const baseline = top + (boxHeight + font.capHeight * scale) / 2
  return (
    `<rect x="${left + 1}" y="${top + 2}" width="${textWidth + 2 * padX}" height="${boxHeight}" rx="3" fill="#000" opacity="0.08"/>` +
    `<rect x="${left}" y="${top}" width="${textWidth + 2 * padX}" height="${boxHeight}" rx="3" fill="#fff"/>` +
    `<g fill="${INK}" transform="translate(${(left + padX).toFixed(2)} ${baseline.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">${line.svg}</g>`
  )
}
