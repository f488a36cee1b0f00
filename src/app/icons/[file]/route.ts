import {
  ICON_CACHE_CONTROL,
  MANIFEST_ICON_SIZES,
  manifestIconFile,
} from '@/features/icons/constants'
import { renderIcon } from '@/features/icons/render-icon'

/** sharp and the media folder: Node only. */
export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ file: string }> }

/** `/icons/icon-192.png` and `/icons/icon-512.png`: the web manifest's icons, from the logo or monogram. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { file } = await params
  const size = MANIFEST_ICON_SIZES.find((candidate) => file === manifestIconFile(candidate))
  if (!size) return new Response('Not found', { status: 404 })
  return new Response(new Uint8Array(await renderIcon(size)), {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': ICON_CACHE_CONTROL },
  })
}
