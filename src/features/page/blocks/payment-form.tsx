import { loadPaymentBlock, type SearchParams } from '@/features/payment/block-state'
import { PaymentBlockView } from '@/features/payment/payment-block-view'
import { getLocations } from '@/lib/data/agency'
import { paymentsEnabled } from '@/lib/env'
import { requestLocale } from '@/lib/i18n/server'
import type { PaymentFormBlock as PaymentFormBlockData } from '@/payload-types'

/** The payment form of a location, or its manual instructions; the return page from Stripe. */
export async function PaymentFormBlock({
  block,
  searchParams,
}: {
  block: PaymentFormBlockData
  searchParams: SearchParams
}) {
  const id = typeof block.location === 'object' ? block.location.id : block.location
  const locale = await requestLocale()
  const location = (await getLocations(locale)).find((candidate) => candidate.id === id)
  if (!location) return null
  return (
    <PaymentBlockView
      state={await loadPaymentBlock(location, searchParams, paymentsEnabled())}
      locale={locale}
    />
  )
}
