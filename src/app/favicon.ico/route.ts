import { FAVICON_SIZES, ICON_CACHE_CONTROL } from '@/features/icons/constants'
import { encodeIco } from '@/features/icons/ico'
import { renderIcon } from '@/features/icons/render-icon'

/** sharp and the media folder: Node only. */
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/**
 * `/favicon.ico`, which browsers and crawlers ask for whatever the page links: the same icon as
 * the page icon, at 16, 32 and 48 px, so the request never ends in a 404.
 */
export async function GET(): Promise<Response> {
  const images = await Promise.all(
    FAVICON_SIZES.map(async (size) => ({ size, png: await renderIcon(size) })),
  )
  return new Response(new Uint8Array(encodeIco(images)), {
    headers: { 'Content-Type': 'image/x-icon', 'Cache-Control': ICON_CACHE_CONTROL },
  })
}
