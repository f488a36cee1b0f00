/** What is kept of a valid message: one `messages` document, and when the visitor consented. */
import type { Message } from '@/payload-types'

import { subjectLabel, type ContactValues } from './schema'

export type NewMessage = Pick<
  Message,
  'status' | 'location' | 'name' | 'email' | 'phone' | 'subject' | 'message' | 'consentAt'
>

export function messageRecord(
  values: ContactValues,
  locationId: number,
  now: Date = new Date(),
): NewMessage {
  return {
    status: 'new',
    location: locationId,
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    subject: subjectLabel(values.subject),
    message: values.message.trim(),
    consentAt: now.toISOString(),
  }
}
