/** The running server's wiring of the submission route: its Payload, limits and rate limiter. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { captchaSettings, warnIfCaptchaOff } from '@/features/captcha/verify'
import { env } from '@/lib/env'

import type { SubmissionDeps } from './handler'
import { createSubmissionRateLimiter } from './rate-limit'

const rateLimit = createSubmissionRateLimiter(env.submission.ratePerHour)

export async function submissionDeps(): Promise<SubmissionDeps> {
  warnIfCaptchaOff()
  return {
    payload: await getPayload({ config }),
    rateLimit,
    limits: env.submission,
    captcha: captchaSettings,
    siteUrl: env.siteUrl,
    trustedProxies: env.trustedProxies,
  }
}
