/** The running server's wiring of the inquiry route: its Payload, limits and rate limiter. */
import { captchaSettings, warnIfCaptchaOff } from '@/features/captcha/verify'
import { payloadClient } from '@/lib/data/payload'
import { env } from '@/lib/env'
import { createRateLimiter } from '@/lib/rate-limit'

import { RATE_WINDOW_S } from './constants'
import type { InquiryDeps } from './handler'

const rateLimit = createRateLimiter({
  name: 'inquiry',
  points: env.inquiry.ratePerHour,
  windowS: RATE_WINDOW_S,
})

export async function inquiryDeps(): Promise<InquiryDeps> {
  warnIfCaptchaOff()
  return {
    payload: await payloadClient(),
    rateLimit,
    maxBodyBytes: env.inquiry.maxBodyBytes,
    captcha: captchaSettings,
    siteUrl: env.siteUrl,
    trustedProxies: env.trustedProxies,
  }
}
