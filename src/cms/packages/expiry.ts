import { env } from '@/lib/env'

const DAY_MS = 24 * 60 * 60 * 1000

/** A new package's expiry: PACKAGE_LIFETIME_DAYS from now. */
export const defaultExpiry = (now = Date.now()): string =>
  new Date(now + env.packages.lifetimeDays * DAY_MS).toISOString()
