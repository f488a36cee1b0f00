/**
 * The browser's side of POST /api/_forms/inquiry: what is sent (the values and the talents as
 * JSON, the header's town when the visitor chose one, the captcha token and the honeypot), and
 * what each answer means to the visitor. The same Idempotency-Key goes with every try of one
 * form, so sending again after a lost answer never stores the inquiry twice.
 */
import { botCheckFields, type BotChecks } from '@/features/forms/bot-checks.client'
import { IDEMPOTENCY_HEADER } from '@/features/forms/constants'
import type { FieldValue } from '@/features/forms/schema'
import { postForm, type Sent } from '@/features/forms/submit-request'

import { INQUIRY_URL, TALENTS_FIELD, TOWN_FIELD } from './constants'

const MESSAGES: Record<number, string> = {
  400: 'We could not check that you are not a robot. Reload the page and send your inquiry again.',
  413: 'Your inquiry is too long. Shorten the message and send it again.',
  429: 'You have sent several inquiries in the last hour. Please try again later, or call us.',
}
const FAILED =
  'Your inquiry could not be sent. Check your connection and send it again: it will not arrive twice.'

export type InquiryExtra = BotChecks & {
  readonly key: string
  readonly talents: readonly string[]
  /** The town the visitor chose in the header; null when they never chose one. */
  readonly town: string | null
}

export async function sendInquiry(
  values: Readonly<Record<string, FieldValue>>,
  extra: InquiryExtra,
): Promise<Sent> {
  const body: Record<string, unknown> = {
    ...values,
    [TALENTS_FIELD]: extra.talents,
    ...botCheckFields(extra),
  }
  if (extra.town) body[TOWN_FIELD] = extra.town
  return postForm(
    INQUIRY_URL,
    {
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_HEADER]: extra.key },
    },
    { byStatus: MESSAGES, failed: FAILED },
  )
}
