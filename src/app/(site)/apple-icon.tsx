import { connection } from 'next/server'

import { APPLE_ICON_SIZE, ICON_CACHE_CONTROL } from '@/features/icons/constants'
import { renderIcon } from '@/features/icons/render-icon'

export const size = { width: APPLE_ICON_SIZE, height: APPLE_ICON_SIZE }
export const contentType = 'image/png'

/** The home-screen icon of iOS and Android, from the same logo or monogram as the favicon. */
export default async function AppleIcon(): Promise<Response> {
  // Read at request time: the logo is content, not part of the build.
  await connection()
  const png = await renderIcon(APPLE_ICON_SIZE)
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': contentType, 'Cache-Control': ICON_CACHE_CONTROL },
  })
}
