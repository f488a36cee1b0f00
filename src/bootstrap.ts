import config from '@payload-config'
import { getPayload } from 'payload'

import { warnIfCaptchaOff } from '@/features/captcha/verify'
import { scheduleSubmissionRetention } from '@/features/submission/retention'
import { seedDemo } from '@/seed/seed-demo'

import { env } from '@/lib/env'
import { migrateToLatest } from '@/lib/migrate'
import { rememberAnalytics } from '@/lib/security/site-features'

/**
 * Runs once when the server starts, before it answers requests (src/instrumentation.ts):
 * brings the database schema up to date, then seeds the demo on an empty database.
 */
export async function bootstrap(): Promise<void> {
  const payload = await getPayload({ config })
  await migrateToLatest(payload)
  if (env.seedDemo) {
    await seedDemo(payload)
  } else {
    payload.logger.info('SEED_DEMO=0: not seeding the demo agency.')
  }
  // The first page's Content-Security-Policy needs to know whether Google Analytics is on.
  const settings = await payload.findGlobal({ slug: 'settings', depth: 0 })
  rememberAnalytics(settings.website?.google_analytics_code)
  warnIfCaptchaOff()
  scheduleSubmissionRetention(payload)
}
