/** The running server's wiring of the contact route: its Payload, limits and rate limiter. */
import { captchaSettings, warnIfCaptchaOff } from '@/features/captcha/verify'
import { payloadClient } from '@/lib/data/payload'
import { env } from '@/lib/env'
import { createRateLimiter } from '@/lib/rate-limit'

import { RATE_WINDOW_S } from './constants'
import type { ContactDeps } from './handler'

const rateLimit = createRateLimiter({
  name: 'contact',
  points: env.contact.ratePerHour,
  windowS: RATE_WINDOW_S,
})

export async function contactDeps(): Promise<ContactDeps> {
  warnIfCaptchaOff()
  return {
    payload: await payloadClient(),
    rateLimit,
    maxBodyBytes: env.contact.maxBodyBytes,
    captcha: captchaSettings,
    siteUrl: env.siteUrl,
    trustedProxies: env.trustedProxies,
  }
}
