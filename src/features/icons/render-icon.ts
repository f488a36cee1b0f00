import 'server-only'

import path from 'node:path'

import sharp from 'sharp'

import { getSettings } from '@/lib/data/globals'
import type { PublicMedia } from '@/lib/data/types'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'
import { fileStore } from '@/lib/storage/storage'

import { ICON_BACKGROUND, MAX_LOGO_ASPECT } from './constants'
import { monogramSvg } from './monogram'

/** Squarish raster or SVG logos become the icon; anything else gives way to the monogram. */
function usableLogo(logo: PublicMedia | null): logo is PublicMedia & { filename: string } {
  if (!logo?.filename || !logo.mimeType?.startsWith('image/')) return false
  const { width, height } = logo
  if (!width || !height) return false
  return Math.max(width / height, height / width) <= MAX_LOGO_ASPECT
}

async function logoPng(filename: string, size: number): Promise<Buffer | null> {
  const data = await fileStore()
    .read('media', path.basename(filename))
    .catch(() => null)
  if (!data) return null
  return sharp(data)
    .resize(size, size, { fit: 'contain', background: ICON_BACKGROUND })
    .flatten({ background: ICON_BACKGROUND })
    .png({ compressionLevel: 9 })
    .toBuffer()
}

/** The site's icon at `size` pixels square, as PNG: from the settings' logo, else the monogram. */
export async function renderIcon(size: number): Promise<Buffer> {
  // The icons serve every language from one address; the name and logo are not translated anyway.
  const { website } = await getSettings(DEFAULT_LOCALE)
  const fromLogo = usableLogo(website.logo) ? await logoPng(website.logo.filename, size) : null
  return (
    fromLogo ??
    sharp(Buffer.from(monogramSvg(website.name, size)))
      .png({ compressionLevel: 9 })
      .toBuffer()
  )
}
