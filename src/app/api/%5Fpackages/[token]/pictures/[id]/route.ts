import { packagePicture } from '@/features/packages/pictures'
import { countLookup } from '@/features/packages/rate-limit'
import { payloadClient } from '@/lib/data/payload'

type Context = { params: Promise<{ token: string; id: string }> }

/** One of a package's pictures, through its link only (features/packages/pictures.ts). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const decision = await countLookup(request.headers, 'picture')
  if (!decision.allowed)
    return new Response('Too many requests', {
      status: 429,
      headers: { 'Retry-After': String(decision.retryAfterS), 'Cache-Control': 'no-store' },
    })
  const { token, id } = await params
  return packagePicture(
    await payloadClient(),
    token,
    id,
    new URL(request.url).searchParams.get('w'),
  )
}
