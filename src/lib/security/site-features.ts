import { captchaEnabled, paymentsEnabled } from '@/lib/env'

import type { SiteFeatures } from './content-security-policy'

/**
 * The third parties a page's policy must allow, known without a database query per request.
 *
 * reCAPTCHA and Stripe are environment settings. Google Analytics is a CMS setting, so the
 * process remembers whether it is on (process-wide, shared by the proxy and the pages):
 * - at start, after migrations (src/bootstrap.ts);
 * - when staff save the settings here (cms/globals/settings.ts);
 * - whenever a page renders, from the cached settings it reads anyway (features/shell), which
 *   brings another instance in step after a change made elsewhere.
 * A page renders the analytics tag only when its own policy allows it, so a stale memory costs
 * at most one page view unreported, never a blocked request.
 */
const ANALYTICS = Symbol.for('roster.analyticsConfigured')

type Memory = { [ANALYTICS]?: boolean }

/** A Google Analytics 4 measurement id. Anything else could inject script into every page. */
const GA_MEASUREMENT_ID = /^G-[A-Z0-9]{4,12}$/

export const isMeasurementId = (value: string | null | undefined): value is string =>
  typeof value === 'string' && GA_MEASUREMENT_ID.test(value)

export function rememberAnalytics(measurementId: string | null | undefined): void {
  ;(globalThis as Memory)[ANALYTICS] = isMeasurementId(measurementId)
}

export function siteFeatures(): SiteFeatures {
  return {
    analytics: (globalThis as Memory)[ANALYTICS] ?? false,
    recaptcha: captchaEnabled(),
    stripe: paymentsEnabled(),
  }
}
