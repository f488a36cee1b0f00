import { sweepMediaPublicity } from '@/cms/media/publicity'
import { warnIfCaptchaOff } from '@/features/captcha/verify'
import { scheduleSubmissionRetention } from '@/features/submission/retention'
import { storedMeasurementId } from '@/lib/data/globals'
import { payloadClient } from '@/lib/data/payload'
import { env } from '@/lib/env'
import { migrateToLatest } from '@/lib/migrate'
import { rememberAnalytics } from '@/lib/security/site-features'
import { seedDemo } from '@/seed/seed-demo'
import { seedLargeRoster } from '@/seed/seed-large-roster'

/**
 * Runs once when the server starts, before it answers requests (src/instrumentation.ts):
 * brings the database schema up to date, seeds the demo on an empty database (with
 * SEED_DEMO_TALENTS generated talents more, for a large agency), and marks the media that
 * published content shows.
 */
export async function bootstrap(): Promise<void> {
  const payload = await payloadClient()
  await migrateToLatest(payload)
  if (env.seedDemo) {
    const seeded = await seedDemo(payload)
    if (seeded && env.seedDemoTalents > 0) await seedLargeRoster(payload, env.seedDemoTalents)
  } else {
    payload.logger.info('SEED_DEMO=0: not seeding the demo agency.')
  }
  // Which pictures visitors may fetch, from what is published (a database restored or migrated
  // from before `shown` existed, or a sweep a stop cut short).
  await sweepMediaPublicity(payload)
  // The first page's Content-Security-Policy needs to know whether Google Analytics is on.
  rememberAnalytics(await storedMeasurementId())
  warnIfCaptchaOff()
  scheduleSubmissionRetention(payload)
}
