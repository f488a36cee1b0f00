/**
 * At most N submissions per client address per hour (SUBMISSION_RATE_LIMIT, default 5). Every
 * attempt counts except a retry of a key already counted: the browser resends the same
 * Idempotency-Key after a lost answer, and that must get the stored id, not a 429.
 * In memory for now; the hardening work swaps in Redis behind the same function.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export const RATE_WINDOW_S = 60 * 60

export type RateDecision =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterS: number }

/** `idempotencyKey` null: a request without a key, always counted. */
export type SubmissionRateLimiter = (
  address: string,
  idempotencyKey: string | null,
) => Promise<RateDecision>

export function createSubmissionRateLimiter(perHour: number): SubmissionRateLimiter {
  const attempts = new RateLimiterMemory({ points: perHour, duration: RATE_WINDOW_S })
  const keysCounted = new RateLimiterMemory({ points: 1, duration: RATE_WINDOW_S })
  return async (address, idempotencyKey) => {
    const keyId = idempotencyKey === null ? null : `${address}|${idempotencyKey}`
    if (keyId !== null) {
      const firstUseOfKey = await keysCounted.consume(keyId).then(
        () => true,
        () => false,
      )
      if (!firstUseOfKey) return { allowed: true }
    }
    try {
      await attempts.consume(address)
      return { allowed: true }
    } catch (refusal) {
      // Not counted after all: a retry of this key must be refused again.
      if (keyId !== null) await keysCounted.delete(keyId)
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      return { allowed: false, retryAfterS: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
    }
  }
}
