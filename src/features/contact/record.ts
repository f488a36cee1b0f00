/**
 * What is kept of a valid message: one `messages` document, when the visitor consented and in
 * which language they wrote. The subject is kept in English, the words staff read.
 */
import type { Locale } from '@/lib/i18n/locales'
import { en } from '@/lib/i18n/messages/en'
import type { Message } from '@/payload-types'

import { subjectLabel, type ContactValues } from './schema'

export type NewMessage = Pick<
  Message,
  'status' | 'location' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'consentAt'
> & {
  /** Always known for a new message; the collection allows none for those sent before languages. */
  readonly locale: Locale
}

export function messageRecord(
  values: ContactValues,
  locationId: number,
  locale: Locale,
  now: Date = new Date(),
): NewMessage {
  return {
    status: 'new',
    location: locationId,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    subject: subjectLabel(values.subject, en.contact),
    message: values.message.trim(),
    consentAt: now.toISOString(),
    locale,
  }
}
