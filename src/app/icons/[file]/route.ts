import { ICON_CACHE_CONTROL, PNG_ICON_SIZES, pngIconFile } from '@/features/icons/constants'
import { renderIcon } from '@/features/icons/render-icon'

/** sharp and the media folder: Node only. */
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ file: string }> }

/**
 * `/icons/icon-{size}.png`: the page icon (32), the Apple touch icon (180) and the web manifest's
 * icons (192, 512), from the logo or monogram, read at request time (the logo is content).
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { file } = await params
  const size = PNG_ICON_SIZES.find((candidate) => file === pngIconFile(candidate))
  if (!size) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(await renderIcon(size)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': ICON_CACHE_CONTROL },
  })
}
