/**
 * The browser's side of POST /api/_forms/inquiry: what is sent (the values and the talents as
 * JSON, the header's town when the visitor chose one, the captcha token, the honeypot and the
 * page's language), and what each answer means to the visitor, in the words of `text`. The same Idempotency-Key goes with every try of one
 * form, so sending again after a lost answer never stores the inquiry twice.
 */
import { botCheckFields, type BotChecks } from '@/features/forms/bot-checks.client'
import { IDEMPOTENCY_HEADER, LOCALE_FIELD } from '@/features/forms/constants'
import type { FieldValue } from '@/features/forms/schema'
import { postForm, type Sent } from '@/features/forms/submit-request'
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages/en'

import { INQUIRY_URL, TALENTS_FIELD, TOWN_FIELD } from './constants'

export type InquiryExtra = BotChecks & {
  readonly key: string
  readonly talents: readonly string[]
  /** The town the visitor chose in the header; null when they never chose one. */
  readonly town: string | null
  readonly locale: Locale
}

export async function sendInquiry(
  values: Readonly<Record<string, FieldValue>>,
  extra: InquiryExtra,
  text: Messages['inquiry'],
): Promise<Sent> {
  const body: Record<string, unknown> = {
    ...values,
    [TALENTS_FIELD]: extra.talents,
    ...botCheckFields(extra),
    [LOCALE_FIELD]: extra.locale,
  }
  if (extra.town) body[TOWN_FIELD] = extra.town
  return postForm(
    INQUIRY_URL,
    {
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: extra.key },
    },
    {
      byStatus: { 400: text.captchaFailed, 413: text.tooLarge, 429: text.tooMany },
      failed: text.failed,
    },
  )
}
