import sharp from 'sharp'

import { ICON_BACKGROUND, ICON_INK } from '@/features/icons/constants'
import { cropWindow, type FocalPoint } from '@/lib/focal-point'
import { DISPLAY_FONT, TEXT_FONT, loadFont, typeset, type Font } from '@/lib/fonts/font'

import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_QUALITY, SOCIAL_CARD_WIDTH } from './constants'

const PADDING = 64
const TITLE_CAP_HEIGHT = 60
const SITE_CAP_HEIGHT = 16
const SITE_TRACKING = 0.24 // em: spaced capitals, as in the site's navigation
const SITE_INK = '#bdb6a8'

/** One line of text as an SVG group, scaled to a cap height but never wider than `maxWidth`. */
function textLine(font: Font, text: string, tracking: number, capHeight: number, maxWidth: number) {
  const line = typeset(font, text, tracking)
  const scale = Math.min(capHeight / font.capHeight, maxWidth / Math.max(line.width, 1))
  return { svg: line.svg, scale, height: font.capHeight * scale }
}

function textSvg(title: string, siteName: string, width: number): string {
  const inner = width - 2 * PADDING
  const name = textLine(loadFont(DISPLAY_FONT), title, 0, TITLE_CAP_HEIGHT, inner)
  const site = textLine(
    loadFont(TEXT_FONT),
    siteName.toUpperCase(),
    SITE_TRACKING,
    SITE_CAP_HEIGHT,
    inner,
  )
  const nameBaseline = SOCIAL_CARD_HEIGHT / 2 + name.height / 2
  const siteBaseline = SOCIAL_CARD_HEIGHT - PADDING
  const group = (svg: string, scale: number, baseline: number, fill: string) =>
    `<g fill="${fill}" transform="translate(${PADDING} ${baseline.toFixed(2)}) scale(${scale.toFixed(5)} ${(-scale).toFixed(5)})">${svg}</g>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${SOCIAL_CARD_HEIGHT}">` +
    group(name.svg, name.scale, nameBaseline, ICON_INK) +
    group(site.svg, site.scale, siteBaseline, SITE_INK) +
    `</svg>`
  )
}

/** How wide each picture is: one portrait at 3:4, or a row of narrower ones. */
const pictureWidth = (count: number) => (count <= 1 ? 472 : 260)

/** A picture's file and the focal point staff set on it. */
export type CardPicture = { data: Buffer; focal: FocalPoint }

/** One picture cut to its place on the card around its focal point, as the site crops it. */
async function cropPicture(picture: CardPicture, width: number): Promise<Buffer> {
  const image = sharp(picture.data, { limitInputPixels: 40_000_000, autoOrient: true })
  const { autoOrient: upright } = await image.metadata()
  return image
    .extract(cropWindow(upright, { width, height: SOCIAL_CARD_HEIGHT }, picture.focal))
    .resize(width, SOCIAL_CARD_HEIGHT)
    .toBuffer()
}

/**
 * A 1200x630 sharing card (Open Graph, Twitter): the pictures side by side on the left, cropped
 * around their focal points, the title in the display serif and the site name on the dark
 * ground. JPEG, which every crawler reads.
 */
export async function renderSocialCard(input: {
  title: string
  siteName: string
  pictures: CardPicture[]
}): Promise<Buffer> {
  const width = pictureWidth(input.pictures.length)
  const pictures = await Promise.all(input.pictures.map((picture) => cropPicture(picture, width)))
  const textLeft = width * pictures.length
  return sharp({
    create: {
      width: SOCIAL_CARD_WIDTH,
      height: SOCIAL_CARD_HEIGHT,
      channels: 3,
      background: ICON_BACKGROUND,
    },
  })
    .composite([
      ...pictures.map((picture, index) => ({ input: picture, left: index * width, top: 0 })),
      {
        input: Buffer.from(textSvg(input.title, input.siteName, SOCIAL_CARD_WIDTH - textLeft)),
        left: textLeft,
        top: 0,
      },
    ])
    .jpeg({ quality: SOCIAL_CARD_QUALITY, mozjpeg: true })
    .toBuffer()
}
