import { DISPLAY_FONT, loadFont, typeset } from '@/lib/fonts/font'

import { ICON_BACKGROUND, ICON_INK } from './constants'

/**
 * The default icon: the site name's initial in the display serif, gold on the dark theme's
 * ground, as a square SVG of `size` pixels. Used when the settings have no logo, or one too wide
 * to read at favicon size (a wordmark).
 */
export function monogramSvg(siteName: string, size: number): string {
  const initial = [...siteName.trim()][0]?.toUpperCase() ?? 'R'
  const font = loadFont(DISPLAY_FONT)
  const line = typeset(font, initial, 0)
  // The capital fills 60 % of the height, centred on its own width and cap height.
  const scale = (size * 0.6) / font.capHeight
  const left = (size - line.width * scale) / 2
  const baseline = (size + font.capHeight * scale) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">` +
    `<rect width="${size}" height="${size}" fill="${ICON_BACKGROUND}"/>` +
    `<g fill="${ICON_INK}" transform="translate(${left.toFixed(2)} ${baseline.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">` +
    `${line.svg}</g></svg>`
  )
}
