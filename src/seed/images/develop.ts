import type { Frame } from './frame'
import { GRAIN_TILE_SIZE, scaledGrain } from './grain'
import { materialLuts } from './lut'
import { CELL, CELL_SHIFT, paperRows } from './paper'

const TILE_MASK = GRAIN_TILE_SIZE - 1

// One pass over the pixels paints the paper, the lit figures, the vignette and the grain. This
// is the hot loop of the seed (about 4 million pixels a picture), hence the flat arithmetic, the
// per-cell paper and the fast paths for pixels that are wholly paper or wholly one material.
export function develop(frame: Frame, foreground: Uint8Array): Uint8ClampedArray {
  const { width, height } = frame
  const pixels = new Uint8ClampedArray(width * height * 3)
  const paper = paperRows(frame)
  const grain = scaledGrain(frame.grain)
  const offsetX = Math.floor(frame.random() * GRAIN_TILE_SIZE)
  const offsetY = Math.floor(frame.random() * GRAIN_TILE_SIZE)
  const bands = frame.bands.map((band) => ({
    ...band,
    skin: materialLuts(band.materials.skin),
    cloth: materialLuts(band.materials.cloth),
    hair: materialLuts(band.materials.hair),
  }))

  let row = paper.row(0)
  for (let y = 0; y < height; y++) {
    if ((y & (CELL - 1)) === 0) row = paper.row(Math.min(height - 1, y + CELL / 2))
    const { red, green, blue, shade: vignette } = row
    const grainRow = ((y + offsetY) & TILE_MASK) * GRAIN_TILE_SIZE
    for (const band of bands) {
      const [skinR, skinG, skinB] = band.skin
      const [clothR, clothG, clothB] = band.cloth
      const [hairR, hairG, hairB] = band.hair
      const base = (band.base[y] as number) * 255
      const slope = (band.slope[y] as number) * 255
      let p = (y * width + band.from) * 3
      let q = (y * width + band.from) * 4
      for (let x = band.from; x < band.to; x++, p += 3, q += 4) {
        const cell = x >> CELL_SHIFT
        const alpha = foreground[q + 3] as number
        let r = red[cell] as number
        let g = green[cell] as number
        let b = blue[cell] as number
        if (alpha !== 0) {
          let tone = (base + slope * x) | 0
          tone = tone < 0 ? 0 : tone > 255 ? 255 : tone
          const ws = foreground[q] as number
          const wc = foreground[q + 1] as number
          const wh = foreground[q + 2] as number
          let fr: number
          let fg: number
          let fb: number
          if (ws === 255) {
            fr = skinR[tone] as number
            fg = skinG[tone] as number
            fb = skinB[tone] as number
          } else if (wc === 255) {
            fr = clothR[tone] as number
            fg = clothG[tone] as number
            fb = clothB[tone] as number
          } else if (wh === 255) {
            fr = hairR[tone] as number
            fg = hairG[tone] as number
            fb = hairB[tone] as number
          } else {
            // An edge between materials; whatever the weights miss of 255 is a black shadow.
            fr =
              (ws * (skinR[tone] as number) +
                wc * (clothR[tone] as number) +
                wh * (hairR[tone] as number)) >>
              8
            fg =
              (ws * (skinG[tone] as number) +
                wc * (clothG[tone] as number) +
                wh * (hairG[tone] as number)) >>
              8
            fb =
              (ws * (skinB[tone] as number) +
                wc * (clothB[tone] as number) +
                wh * (hairB[tone] as number)) >>
              8
          }
          const v = vignette[cell] as number
          fr = (fr * v) >> 8
          fg = (fg * v) >> 8
          fb = (fb * v) >> 8
          if (alpha === 255) {
            r = fr
            g = fg
            b = fb
          } else {
            // alpha + (alpha >> 7) maps 0..255 to 0..256, so a shift replaces the division.
            const a = alpha + (alpha >> 7)
            r += ((fr - r) * a) >> 8
            g += ((fg - g) * a) >> 8
            b += ((fb - b) * a) >> 8
          }
        }
        const noise = grain[grainRow + ((x + offsetX) & TILE_MASK)] as number
        pixels[p] = r + noise
        pixels[p + 1] = g + noise
        pixels[p + 2] = b + noise
      }
    }
  }
  return pixels
}
