/** The running server's wiring of the submission route: its Payload, limits and rate limiter. */
import { captchaSettings, warnIfCaptchaOff } from '@/features/captcha/verify'
import { payloadClient } from '@/lib/data/payload'
import { env } from '@/lib/env'
import { createRateLimiter } from '@/lib/rate-limit'

import { RATE_WINDOW_S } from './constants'
import type { SubmissionDeps } from './handler'

/** Every post counts, whatever its Idempotency-Key (the form pipeline, features/forms/endpoint). */
const rateLimit = createRateLimiter({
  name: 'submission',
  points: env.submission.ratePerHour,
  windowS: RATE_WINDOW_S,
})

export async function submissionDeps(): Promise<SubmissionDeps> {
  warnIfCaptchaOff()
  return {
    payload: await payloadClient(),
    rateLimit,
    limits: env.submission,
    captcha: captchaSettings,
    siteUrl: env.siteUrl,
    trustedProxies: env.trustedProxies,
  }
}
