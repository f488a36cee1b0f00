import { packagePdf } from '@/features/packages/package-pdf'
import { countLookup } from '@/features/packages/rate-limit'
import { payloadClient } from '@/lib/data/payload'

type Context = { params: Promise<{ token: string }> }

/** A package's PDF, through its link only (features/packages/package-pdf.ts). */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const decision = await countLookup(request.headers)
  if (!decision.allowed)
    return new Response('Too many requests', {
      status: 429,
      headers: { 'Retry-After': String(decision.retryAfterS), 'Cache-Control': 'no-store' },
    })
  const { token } = await params
  return packagePdf(await payloadClient(), token, new URL(request.url).searchParams)
}
