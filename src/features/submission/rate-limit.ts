/**
 * At most N submissions per client address per hour (SUBMISSION_RATE_LIMIT, default 5). Every
 * attempt counts except a retry of a key already counted: the browser resends the same
 * Idempotency-Key after a lost answer, and that must get the stored id, not a 429.
 */
import { createRateLimiter, type RateDecision } from '@/lib/rate-limit'

export const RATE_WINDOW_S = 60 * 60

/** `idempotencyKey` null: a request without a key, always counted. */
export type SubmissionRateLimiter = (
  address: string,
  idempotencyKey: string | null,
) => Promise<RateDecision>

export function createSubmissionRateLimiter(perHour: number): SubmissionRateLimiter {
  const attempts = createRateLimiter({
    name: 'submission',
    points: perHour,
    windowS: RATE_WINDOW_S,
  })
  const keysCounted = createRateLimiter({
    name: 'submission-key',
    points: 1,
    windowS: RATE_WINDOW_S,
  })
  return async (address, idempotencyKey) => {
    const keyId = idempotencyKey === null ? null : `${address}|${idempotencyKey}`
    if (keyId !== null && !(await keysCounted.consume(keyId)).allowed) return { allowed: true }
    const decision = await attempts.consume(address)
    // Not counted after all: a retry of this key must be refused again.
    if (!decision.allowed && keyId !== null) await keysCounted.reset(keyId)
    return decision
  }
}
