/**
 * What is kept of a valid inquiry: one `inquiries` document, when the visitor consented and in
 * which language they wrote.
 */
import type { Locale } from '@/lib/i18n/locales'
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
> & {
  /** Always known for a new inquiry; the collection allows none for those sent before languages. */
  readonly locale: Locale
}

export function inquiryRecord(
  values: InquiryValues,
  talentIds: readonly number[],
  locationId: number | null,
  locale: Locale,
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
    locale,
  }
}
