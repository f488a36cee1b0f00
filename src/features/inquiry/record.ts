/** What is kept of a valid inquiry: one `inquiries` document, and when the visitor consented. */
import type { Inquiry } from '@/payload-types'

import type { InquiryValues } from './schema'

export type NewInquiry = Pick<
  Inquiry,
  | 'status'
  | 'location'
  | 'talents'
  | 'name'
  | 'company'
  | 'email'
  | 'phone'
  | 'dates'
  | 'usage'
  | 'message'
  | 'consentAt'
>

export function inquiryRecord(
  values: InquiryValues,
  talentIds: readonly number[],
  locationId: number | null,
  now: Date = new Date(),
): NewInquiry {
  return {
    status: 'new',
    location: locationId,
    talents: [...talentIds],
    name: values.name.trim(),
    company: values.company.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    dates: values.dates.trim(),
    usage: values.usage.trim(),
    message: values.message.trim() || null,
    consentAt: now.toISOString(),
  }
}
