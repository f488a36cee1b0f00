import type { Location } from '@/payload-types'

/**
 * Whether a location takes payments online: only with Stripe set up (paymentsEnabled), and not
 * when staff switched it off for the location. Otherwise its page shows the manual instructions.
 */
export function paysOnline(location: Pick<Location, 'payments'>, stripeReady: boolean): boolean {
  return stripeReady && location.payments?.online !== false
}
