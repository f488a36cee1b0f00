/**
 * The browser's side of POST /api/_forms/contact: what is sent (the values as JSON, with the
 * captcha token, the honeypot and the page's language), and what each answer means to the
 * visitor, in the words of `text` (the page's `contact` catalogue).
 */
import type { FieldValue } from '@/features/forms/schema'
import { botCheckFields, type BotChecks } from '@/features/forms/bot-checks.client'
import { LOCALE_FIELD } from '@/features/forms/constants'
import { postForm, type Sent } from '@/features/forms/submit-request'
import type { Locale } from '@/lib/i18n/locales'
import type { Messages } from '@/lib/i18n/messages/en'

import { CONTACT_URL } from './constants'

export async function sendMessage(
  values: Readonly<Record<string, FieldValue>>,
  extra: BotChecks,
  language: { readonly locale: Locale; readonly text: Messages['contact'] },
): Promise<Sent> {
  const { locale, text } = language
  const body = { ...values, ...botCheckFields(extra), [LOCALE_FIELD]: locale }
  return postForm(
    CONTACT_URL,
    { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
    {
      byStatus: { 400: text.captchaFailed, 413: text.tooLarge, 429: text.tooMany },
      failed: text.failed,
    },
  )
}
