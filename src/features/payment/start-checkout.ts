/**
 * The browser's side of POST /api/_payments/{location}/checkout: what is sent, and what each
 * answer means to the payer. On success the server hands back Stripe's payment page.
 */
import type { SubmitResult } from '@/features/forms/form-engine'
import { errorsFromResponse } from '@/features/forms/submit-request'
import type { FieldValue } from '@/features/forms/schema'

export const checkoutUrl = (location: string) =>
  `/api/_payments/${encodeURIComponent(location)}/checkout`

export type Started =
  { readonly ok: true; readonly url: string } | ({ readonly ok: false } & SubmitResult)

const MESSAGES: Record<number, string> = {
  429: 'You have started several payments in the last hour. Please try again later.',
  502: 'We could not reach our payment provider. Nothing was charged; please try again in a few minutes.',
  503: 'Online payment is not available at the moment. Reload the page to see how to pay.',
}
const FAILED =
  'The payment could not be started. Check your connection and try again: nothing was charged.'

export async function startCheckout(
  location: string,
  values: Readonly<Record<string, FieldValue>>,
): Promise<Started> {
  let response: Response
  try {
    response = await fetch(checkoutUrl(location), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(values),
    })
  } catch {
    return { ok: false, formErrors: [FAILED] }
  }
  if (response.status === 201) {
    const { url } = (await response.json()) as { url: string }
    // Only ever leave for a web page, whatever the answer holds.
    if (/^https?:\/\//.test(url)) return { ok: true, url }
    return { ok: false, formErrors: [FAILED] }
  }
  const errors = await errorsFromResponse(response)
  if (errors) return { ok: false, ...errors }
  return { ok: false, formErrors: [MESSAGES[response.status] ?? FAILED] }
}
