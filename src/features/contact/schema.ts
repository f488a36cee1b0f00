/**
 * The contact form's fields and rules, read by the browser (feedback) and the route (for real).
 * The office is a field of the form on every page: /contact lets the visitor choose it, the
 * office's own pages (/central-contact, ...) fix it and do not show it.
 */
import {
  consentField,
  officeField,
  optionalPhoneField,
  senderFields,
} from '@/features/forms/common-fields'
import { defineFormSchema, type FormValues, type SelectOption } from '@/features/forms/schema'

import { MAX_MESSAGE_LENGTH } from './constants'

export const SUBJECTS = [
  { label: 'Booking enquiry', value: 'booking' },
  { label: 'Representation', value: 'representation' },
  { label: 'Press', value: 'press' },
  { label: 'Other', value: 'other' },
] as const satisfies readonly SelectOption[]

/** The form for these offices (the locations staff keep in the CMS: label name, value slug). */
export function contactSchema(offices: readonly SelectOption[]) {
  return defineFormSchema({
    location: officeField(offices, 'Preselected from the town you chose at the top of the page.'),
    ...senderFields,
    phone: optionalPhoneField,
    subject: {
      type: 'select',
      label: 'Subject',
      placeholder: 'Choose a subject',
      options: SUBJECTS,
      validation: [['required'], ['is', ...SUBJECTS.map((subject) => subject.value)]],
    },
    message: {
      type: 'textarea',
      label: 'Message',
      validation: `required|length:10,${MAX_MESSAGE_LENGTH}`,
    },
    consent: consentField('to answer my message'),
  })
}

export type ContactSchema = ReturnType<typeof contactSchema>
export type ContactValues = FormValues<ContactSchema>

/** The words staff and the visitor read for a subject's value. */
export const subjectLabel = (value: string | undefined): string =>
  SUBJECTS.find((subject) => subject.value === value)?.label ?? 'Other'
