/**
 * Packages in the retention pass (features/submission/retention.ts runs it): a package past its
 * expiry becomes `expired`; PACKAGE_RETENTION_DAYS (default 365) after it, its recipients and
 * their views, votes and comments, the client's personal data, are deleted. The package itself,
 * the booker's work, stays.
 */
import type { Payload } from 'payload'

import { env } from '@/lib/env'

const DAY_MS = 24 * 60 * 60 * 1000

export type PackageRetentionReport = { readonly expired: number; readonly cleared: number }

export async function runPackageRetention(
  payload: Payload,
  now: Date = new Date(),
  retentionDays: number = env.packages.retentionDays,
): Promise<PackageRetentionReport> {
  const { docs: expired } = await payload.update({
    collection: 'packages',
    where: {
      and: [
        { expiresAt: { less_than_equal: now.toISOString() } },
        { state: { not_in: ['expired', 'revoked'] } },
      ],
    },
    data: { state: 'expired' },
    depth: 0,
    overrideAccess: true,
    select: { title: true },
  })
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS).toISOString()
  const { docs: old } = await payload.find({
    collection: 'packages',
    where: { expiresAt: { less_than: cutoff } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { title: true },
  })
  const ids = old.map((pkg) => pkg.id)
  let cleared = 0
  if (ids.length > 0) {
    await payload.delete({
      collection: 'package-votes',
      where: { package: { in: ids } },
      overrideAccess: true,
    })
    const { docs } = await payload.delete({
      collection: 'package-recipients',
      where: { package: { in: ids } },
      overrideAccess: true,
    })
    cleared = docs.length
  }
  if (expired.length || cleared)
    payload.logger.info(
      `Retention: ${expired.length} packages expired, ${cleared} recipients deleted`,
    )
  return { expired: expired.length, cleared }
}
