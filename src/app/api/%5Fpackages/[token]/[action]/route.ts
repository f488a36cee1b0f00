import { packageEndpoint } from '@/features/packages/endpoint'
import { countLookup } from '@/features/packages/rate-limit'
import { payloadClient } from '@/lib/data/payload'
import { env } from '@/lib/env'

type Context = { params: Promise<{ token: string; action: string }> }

/** A package client's votes, opened talents and answer (features/packages/endpoint.ts). */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token, action } = await params
  return packageEndpoint(request, token, action, {
    payload: await payloadClient(),
    siteUrl: env.siteUrl,
    rateLimit: countLookup,
    bodyIdleTimeoutMs: env.forms.bodyIdleTimeoutMs,
  })
}
