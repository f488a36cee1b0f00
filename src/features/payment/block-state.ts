/**
 * What a location's payment page shows: the form (online) or the manual instructions, and, when
 * Stripe has sent the payer back with a session id, that payment's state from our own record.
 * Nothing else in the query string is read.
 */
import { getCheckoutPayment, type CheckoutPayment } from '@/lib/data/payments'
import type { PublicLocation } from '@/lib/data/agency'

import { paysOnline } from './availability'
import { SESSION_ID_PATTERN, SESSION_PARAM } from './constants'
import { paymentTerms, type PaymentTerms } from './schema'

export type PaymentBlockState = {
  readonly location: Pick<PublicLocation, 'name' | 'slug' | 'email' | 'phone'>
  readonly mode: 'online' | 'manual'
  readonly terms: PaymentTerms
  readonly manualInstructions: NonNullable<PublicLocation['payments']>['manualInstructions']
  /** Null: no session id in the address; 'unknown': one that is not a payment of this location. */
  readonly returned: CheckoutPayment | 'unknown' | null
}

export type SearchParams = Readonly<Record<string, string | string[] | undefined>>

export async function loadPaymentBlock(
  location: PublicLocation,
  searchParams: SearchParams,
  stripeReady: boolean,
): Promise<PaymentBlockState> {
  const sessionId = searchParams[SESSION_PARAM]
  let returned: PaymentBlockState['returned'] = null
  if (typeof sessionId === 'string' && sessionId !== '') {
    returned = SESSION_ID_PATTERN.test(sessionId)
      ? ((await getCheckoutPayment(location.id, sessionId)) ?? 'unknown')
      : 'unknown'
  }
  return {
    location: {
      name: location.name,
      slug: location.slug,
      email: location.email,
      phone: location.phone,
    },
    mode: paysOnline(location, stripeReady) ? 'online' : 'manual',
    terms: paymentTerms(location),
    manualInstructions: location.payments?.manualInstructions ?? null,
    returned,
  }
}
