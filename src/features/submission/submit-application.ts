/**
 * The browser's side of POST /api/_forms/submission: what is sent, and what each answer means to
 * the applicant, in the words of `text`. The same Idempotency-Key goes with every try of one
 * form, so sending again after a lost answer never stores the application twice.
 */
import { botCheckFields, type BotChecks } from '@/features/forms/bot-checks.client'
import { postForm, toFormData, type Sent } from '@/features/forms/submit-request'
import { IDEMPOTENCY_HEADER, LOCALE_FIELD } from '@/features/forms/constants'
import type { FieldValue } from '@/features/forms/schema'
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages/en'

export const SUBMISSION_URL = '/api/_forms/submission'

export async function sendApplication(
  values: Readonly<Record<string, FieldValue>>,
  extra: BotChecks & { readonly key: string; readonly locale: Locale },
  text: Messages['submission'],
): Promise<Sent> {
  const body = toFormData(values)
  for (const [name, value] of Object.entries(botCheckFields(extra))) body.append(name, value)
  body.append(LOCALE_FIELD, extra.locale)
  return postForm(
    SUBMISSION_URL,
    { body, headers: { [IDEMPOTENCY_HEADER]: extra.key } },
    {
      byStatus: {
        400: text.captchaFailed,
        413: text.tooLarge,
        429: text.tooMany,
        503: text.storeFailed,
      },
      failed: text.failed,
    },
  )
}
