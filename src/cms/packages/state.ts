import type { Payload } from 'payload'

import type { PackageState } from '../collections/packages/package-states'
import type { Package } from '@/payload-types'

/** States a package moves through as its clients act; each only forward. */
const PROGRESS: readonly PackageState[] = ['draft', 'sent', 'viewed', 'answered']

/** Moves the package's state forward to `to`; a revoked or expired one stays as it is. */
export async function advanceState(
  payload: Payload,
  pkg: Pick<Package, 'id' | 'state'>,
  to: PackageState,
) {
  const from = PROGRESS.indexOf(pkg.state)
  if (from < 0 || from >= PROGRESS.indexOf(to)) return
  await payload.update({
    collection: 'packages',
    id: pkg.id,
    data: { state: to },
    overrideAccess: true,
    context: { packageActivity: true },
  })
}
