import { DISPLAY_FONT, loadFont, typeset } from '@/lib/fonts/font'

export const LOGO_WIDTH = 600
export const LOGO_HEIGHT = 160
const WORDMARK = 'ROSTER'
const TRACKING = 0.24 // em between letters: spaced capitals, as in the site's navigation

// The wordmark as SVG on a transparent ground, set in the display serif of the site.
export function logoSvg(colour: string): string {
  const font = loadFont(DISPLAY_FONT)
  const line = typeset(font, WORDMARK, TRACKING)
  const scale = Math.min((LOGO_WIDTH * 0.86) / line.width, (LOGO_HEIGHT * 0.5) / font.capHeight)
  const left = (LOGO_WIDTH - line.width * scale) / 2
  const baseline = (LOGO_HEIGHT + font.capHeight * scale) / 2
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}">` +
    `<g fill="${colour}" transform="translate(${left.toFixed(2)} ${baseline.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">` +
    `${line.svg}</g></svg>`
  )
}
