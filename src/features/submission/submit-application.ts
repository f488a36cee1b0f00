/**
 * The browser's side of POST /api/_forms/submission: what is sent, and what each answer means to
 * the applicant. The same Idempotency-Key goes with every try of one form, so sending again
 * after a lost answer never stores the application twice.
 */
import { botCheckFields, type BotChecks } from '@/features/forms/bot-checks.client'
import { postForm, toFormData, type Sent } from '@/features/forms/submit-request'
import { IDEMPOTENCY_HEADER } from '@/features/forms/constants'
import type { FieldValue } from '@/features/forms/schema'

import { STORE_FAILED_MESSAGE } from './constants'

export const SUBMISSION_URL = '/api/_forms/submission'

const MESSAGES: Record<number, string> = {
  400: 'We could not check that you are not a robot. Reload the page and send your application again.',
  413: 'Your photos are too large. Send at most six photos of up to 15 MB each, 60 MB in all.',
  429: 'You have sent several applications in the last hour. Please try again later.',
  503: STORE_FAILED_MESSAGE,
}
const FAILED =
  'Your application could not be sent. Check your connection and send it again: it will not arrive twice.'

export async function sendApplication(
  values: Readonly<Record<string, FieldValue>>,
  extra: BotChecks & { readonly key: string },
): Promise<Sent> {
  const body = toFormData(values)
  for (const [name, value] of Object.entries(botCheckFields(extra))) body.append(name, value)
  return postForm(
    SUBMISSION_URL,
    { body, headers: { [IDEMPOTENCY_HEADER]: extra.key } },
    { byStatus: MESSAGES, failed: FAILED },
  )
}
