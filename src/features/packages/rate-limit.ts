/**
 * Every request that looks a link up (the page, its votes, its pictures) counts against
 * PACKAGE_RATE_LIMIT per client address per minute (default 120): a client clicking through a
 * package of thirty talents stays far below it, someone trying tokens is stopped at once. A
 * token has 256 bits; the limit keeps guessing from costing the database much. Pictures count
 * apart, ten times as many: a package shows several of each talent.
 */
import { env } from '@/lib/env'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { createRateLimiter, type RateDecision } from '@/lib/rate-limit'

export const PACKAGE_RATE_WINDOW_S = 60

const lookups = createRateLimiter({
  name: 'package-links',
  points: env.packages.ratePerMinute,
  windowS: PACKAGE_RATE_WINDOW_S,
})

const pictures = createRateLimiter({
  name: 'package-pictures',
  points: env.packages.ratePerMinute * 10,
  windowS: PACKAGE_RATE_WINDOW_S,
})

export function countLookup(
  headers: Headers,
  what: 'link' | 'picture' = 'link',
): Promise<RateDecision> {
  const limiter = what === 'picture' ? pictures : lookups
  return limiter.consume(rateLimitKey(clientAddress(headers, env.trustedProxies)))
}
