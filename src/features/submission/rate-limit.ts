/**
 * At most N submissions per client address per hour (SUBMISSION_RATE_LIMIT, default 5). Every
 * attempt that may decode photos counts, whatever its Idempotency-Key: only the retry of a key
 * that already stored an application is free, since it is answered with the stored id and
 * decodes nothing. (A key that never stored anything used to be counted once and then retried
 * for free, which made photo decoding unlimited.)
 */
import { createRateLimiter, type RateDecision } from '@/lib/rate-limit'

export const RATE_WINDOW_S = 60 * 60

/** `storedUnderKey`: the request's Idempotency-Key already stored an application. */
export type SubmissionRateLimiter = (
  address: string,
  storedUnderKey: boolean,
) => Promise<RateDecision>

export function createSubmissionRateLimiter(perHour: number): SubmissionRateLimiter {
  const attempts = createRateLimiter({
    name: 'submission',
    points: perHour,
    windowS: RATE_WINDOW_S,
  })
  return async (address, storedUnderKey) =>
    storedUnderKey ? { allowed: true } : attempts.consume(address)
}
