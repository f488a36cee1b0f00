/**
 * The browser's side of POST /api/_forms/contact: what is sent (the values as JSON, with the
 * captcha token and the honeypot), and what each answer means to the visitor.
 */
import type { FieldValue } from '@/features/forms/schema'
import { botCheckFields, type BotChecks } from '@/features/forms/bot-checks.client'
import { postForm, type Sent } from '@/features/forms/submit-request'

import { CONTACT_URL } from './constants'

const MESSAGES: Record<number, string> = {
  400: 'We could not check that you are not a robot. Reload the page and send your message again.',
  413: 'Your message is too long. Shorten it and send it again.',
  429: 'You have sent several messages in the last hour. Please try again later, or call us.',
}
const FAILED = 'Your message could not be sent. Check your connection and send it again.'

export async function sendMessage(
  values: Readonly<Record<string, FieldValue>>,
  extra: BotChecks,
): Promise<Sent> {
  const body = { ...values, ...botCheckFields(extra) }
  return postForm(
    CONTACT_URL,
    { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
    { byStatus: MESSAGES, failed: FAILED },
  )
}
