/**
 * The browser's side of POST /api/_forms/submission: what is sent, and what each answer means to
 * the applicant. The same Idempotency-Key goes with every try of one form, so sending again
 * after a lost answer never stores the application twice.
 */
import { postForm, toFormData, type Sent } from '@/features/forms/submit-request'
import { CAPTCHA_FIELD, HONEYPOT_FIELD, IDEMPOTENCY_HEADER } from '@/features/forms/constants'
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
  extra: { readonly key: string; readonly captchaToken: string; readonly honeypot: string },
): Promise<Sent> {
  const body = toFormData(values)
  if (extra.captchaToken) body.append(CAPTCHA_FIELD, extra.captchaToken)
  if (extra.honeypot) body.append(HONEYPOT_FIELD, extra.honeypot)
  return postForm(
    SUBMISSION_URL,
    { body, headers: { [IDEMPOTENCY_HEADER]: extra.key } },
    { byStatus: MESSAGES, failed: FAILED },
  )
}
