import config from '@payload-config'
import { getPayload } from 'payload'

import { warnIfCaptchaOff } from '@/features/captcha/verify'
import { scheduleSubmissionRetention } from '@/features/submission/retention'
import { seedDemo } from '@/seed/seed-demo'

import { env } from './env'
import { migrateToLatest } from './migrate'

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
  warnIfCaptchaOff()
  scheduleSubmissionRetention(payload)
}
