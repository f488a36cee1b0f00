/**
 * At most SEARCH_RATE_LIMIT searches per client address per minute (default 60): a visitor who
 * types asks a few times a second at most, a scraper walking the index far more.
 */
import { env } from '@/lib/env'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/rate-limit'

export const SEARCH_RATE_WINDOW_S = 60

const searches = createRateLimiter({
  name: 'search',
  points: env.searchRatePerMinute,
  windowS: SEARCH_RATE_WINDOW_S,
})

/** Counts this search; a 429 with Retry-After when the address has used up its minute. */
export async function searchRefusal(request: Request): Promise<Response | null> {
  const decision = await searches.consume(
    rateLimitKey(clientAddress(request.headers, env.trustedProxies)),
  )
  if (decision.allowed) return null
  return Response.json(
    { statusCode: 429, message: 'Too many searches from your address; try again in a minute.' },
    { status: 429, headers: { 'Retry-After': String(decision.retryAfterS) } },
  )
}
