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
import type { Messages } from '@/lib/i18n/messages/en'

import { MAX_MESSAGE_LENGTH } from './constants'

type ContactText = Pick<Messages, 'forms' | 'contact'>

/** The subjects a visitor may choose, each with its catalogue key. */
const SUBJECTS = [
  { value: 'booking', label: 'subjectBooking' },
  { value: 'representation', label: 'subjectRepresentation' },
  { value: 'press', label: 'subjectPress' },
  { value: 'other', label: 'subjectOther' },
] as const satisfies readonly { value: string; label: keyof Messages['contact'] }[]

/**
 * The form for these offices (the locations staff keep in the CMS: label name, value slug),
 * labelled in the language of `text`.
 */
export function contactSchema(offices: readonly SelectOption[], text: ContactText) {
  const { forms, contact } = text
  return defineFormSchema({
    location: officeField(forms, offices, contact.officeHelp),
    ...senderFields(forms),
    phone: optionalPhoneField(forms),
    subject: {
      type: 'select',
      label: contact.subject,
      placeholder: contact.subjectPlaceholder,
      options: SUBJECTS.map(({ value, label }) => ({ value, label: contact[label] })),
      validation: [['required'], ['is', ...SUBJECTS.map((subject) => subject.value)]],
    },
    message: {
      type: 'textarea',
      label: contact.message,
      validation: `required|length:10,${MAX_MESSAGE_LENGTH}`,
    },
    consent: consentField(forms, contact.consentPurpose),
  })
}

export type ContactSchema = ReturnType<typeof contactSchema>
export type ContactValues = FormValues<ContactSchema>

/** The words for a subject's value in `text`'s language ('Other' for one it does not know). */
export const subjectLabel = (value: string | undefined, text: Messages['contact']): string =>
  text[SUBJECTS.find((subject) => subject.value === value)?.label ?? 'subjectOther']
