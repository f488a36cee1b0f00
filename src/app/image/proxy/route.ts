import { handleImageProxy } from '@/features/image-proxy/handler'
import { mediaAudience } from '@/lib/data/media-audience'

/** sharp, the file system and raw sockets: Node only. It reads the request, so it is never prerendered. */
export const runtime = 'nodejs'

export async function GET(request: Request): Promise<Response> {
  return handleImageProxy(request, mediaAudience)
}
