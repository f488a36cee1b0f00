import { connection } from 'next/server'

import { ICON_CACHE_CONTROL, PAGE_ICON_SIZE } from '@/features/icons/constants'
import { renderIcon } from '@/features/icons/render-icon'

export const size = { width: PAGE_ICON_SIZE, height: PAGE_ICON_SIZE }
export const contentType = 'image/png'

/** The page icon Next links from every visitor page: the settings' logo, or the monogram. */
export default async function Icon(): Promise<Response> {
  // Read at request time: the logo is content, not part of the build.
  await connection()
  const png = await renderIcon(PAGE_ICON_SIZE)
  return new Response(new Uint8Array(png), {
    headers: { 'Content-Type': contentType, 'Cache-Control': ICON_CACHE_CONTROL },
  })
}
