import sharp from 'sharp'

import { landscapeFrame } from './landscape'
import { logoSvg } from './logo'
import { madeBefore } from './made-before'
import { mapSvg } from './map'
import type { HairColour } from './palette'
import { polaroidFrame, portfolioFrame, type PortraitVariant } from './portrait'
import { mulberry32 } from './prng'
import { renderFrame } from './render'
import { randomIdentity } from './scene'

export interface PortraitOptions {
  seed: number
  // Pictures with the same identity show the same model (skin, hair), in different poses,
  // clothes and light; without one, every seed is a different model.
  identity?: number
  // The talent's hair as their card gives it; without one, the identity picks a colour.
  hair?: HairColour
  width?: number
  height?: number
  variant?: PortraitVariant
}

export function generatePortrait({
  seed,
  identity = seed,
  hair,
  width = 1600,
  height,
  variant = 'portfolio',
}: PortraitOptions): Promise<Buffer> {
  return madeBefore('portrait', { seed, identity, hair, width, height, variant }, () => {
    const random = mulberry32(seed)
    // A stream of its own, so the identity does not shift with the other draws of a picture.
    const model = randomIdentity(mulberry32(identity ^ IDENTITY_SALT), hair)
    if (variant === 'polaroid')
      return renderFrame(polaroidFrame(random, model, width, height ?? 2000))
    return renderFrame(portfolioFrame(random, model, width, height ?? 2400))
  })
}

const IDENTITY_SALT = 0x1d3a7e5

export interface LandscapeOptions {
  seed: number
  width?: number
  height?: number
}

export function generateLandscape({
  seed,
  width = 2400,
  height = 1350,
}: LandscapeOptions): Promise<Buffer> {
  return madeBefore('landscape', { seed, width, height }, () =>
    renderFrame(landscapeFrame(mulberry32(seed), width, height)),
  )
}

export interface LogoOptions {
  colour?: string // ink of the wordmark; a light one for dark backgrounds
}

export function generateLogo({ colour = '#141414' }: LogoOptions = {}): Promise<Buffer> {
  return sharp(Buffer.from(logoSvg(colour)))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export interface MapImageOptions {
  seed: number
  label: string
}

// PNG: flat colours and small text stay crisp, and a 64-colour palette keeps the file small.
export function generateMapImage({ seed, label }: MapImageOptions): Promise<Buffer> {
  return sharp(Buffer.from(mapSvg(mulberry32(seed), label)))
    .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9 })
    .toBuffer()
}
