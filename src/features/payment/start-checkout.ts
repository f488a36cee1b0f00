/**
 * The browser's side of POST /api/_payments/{location}/checkout: what is sent, and what each
 * answer means to the payer, in the words of `text`. The page's language goes with the values.
 * On success the server hands back Stripe's payment page.
 */
import type { SubmitResult } from '@/features/forms/form-engine'
import { errorsFromResponse } from '@/features/forms/submit-request'
import { LOCALE_FIELD } from '@/features/forms/constants'
import type { FieldValue } from '@/features/forms/schema'
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages/en'

export const checkoutUrl = (location: string) =>
  `/api/_payments/${encodeURIComponent(location)}/checkout`

export type Started =
  { readonly ok: true; readonly url: string } | ({ readonly ok: false } & SubmitResult)

export async function startCheckout(
  location: string,
  values: Readonly<Record<string, FieldValue>>,
  language: { readonly locale: Locale; readonly text: Messages['payment'] },
): Promise<Started> {
  const { locale, text } = language
  const byStatus: Readonly<Record<number, string>> = {
    429: text.tooMany,
    502: text.providerDown,
    503: text.notAvailable,
  }
  let response: Response
  try {
    response = await fetch(checkoutUrl(location), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...values, [LOCALE_FIELD]: locale }),
    })
  } catch {
    return { ok: false, formErrors: [text.failed] }
  }
  if (response.status === 201) {
    const { url } = (await response.json()) as { url: string }
    // Only ever leave for a web page, whatever the answer holds.
    if (/^https?:\/\//.test(url)) return { ok: true, url }
    return { ok: false, formErrors: [text.failed] }
  }
  const errors = await errorsFromResponse(response)
  if (errors) return { ok: false, ...errors }
  return { ok: false, formErrors: [byStatus[response.status] ?? text.failed] }
}
