/**
 * The shortlist inquiry's fields and rules, read by the browser (feedback) and the route (for
 * real). The talents travel beside the fields: they are the visitor's shortlist, not typed.
 */
import { consentField, optionalPhoneField, senderFields } from '@/features/forms/common-fields'
import { defineFormSchema, type FormValues } from '@/features/forms/schema'
import type { Messages } from '@/lib/i18n/messages/en'

import { MAX_MESSAGE_LENGTH } from './constants'

/** The form, labelled in the language of `text`. */
export function inquirySchema(text: Pick<Messages, 'forms' | 'inquiry'>) {
  const { forms, inquiry } = text
  const sender = senderFields(forms)
  return defineFormSchema({
    name: sender.name,
    company: {
      type: 'text',
      label: inquiry.company,
      validation: 'required|length:2,100',
      autoComplete: 'organization',
    },
    email: sender.email,
    phone: optionalPhoneField(forms),
    dates: {
      type: 'text',
      label: inquiry.dates,
      validation: 'required|length:2,200',
      help: inquiry.datesHelp,
    },
    usage: {
      type: 'textarea',
      label: inquiry.usage,
      validation: 'required|length:2,1000',
      help: inquiry.usageHelp,
    },
    message: {
      type: 'textarea',
      label: inquiry.message,
      validationLabel: inquiry.messageName,
      validation: `length:0,${MAX_MESSAGE_LENGTH}`,
    },
    consent: consentField(forms, inquiry.consentPurpose),
  })
}

export type InquirySchema = ReturnType<typeof inquirySchema>
export type InquiryValues = FormValues<InquirySchema>
