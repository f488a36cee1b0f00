/**
 * The shortlist inquiry's fields and rules, read by the browser (feedback) and the route (for
 * real). The talents travel beside the fields: they are the visitor's shortlist, not typed.
 */
import { consentField, optionalPhoneField, senderFields } from '@/features/forms/common-fields'
import { defineFormSchema, type FormValues } from '@/features/forms/schema'

import { MAX_MESSAGE_LENGTH } from './constants'

export const inquirySchema = defineFormSchema({
  name: senderFields.name,
  company: {
    type: 'text',
    label: 'Company',
    validation: 'required|length:2,100',
    autoComplete: 'organization',
  },
  email: senderFields.email,
  phone: optionalPhoneField,
  dates: {
    type: 'text',
    label: 'Dates or period',
    validation: 'required|length:2,200',
    help: 'For example “12 to 14 May”, or “the second half of June”.',
  },
  usage: {
    type: 'textarea',
    label: 'Usage and territory',
    validation: 'required|length:2,1000',
    help: 'Where the pictures or film will appear, for how long, and in which countries.',
  },
  message: {
    type: 'textarea',
    label: 'Message (optional)',
    validationLabel: 'Message',
    validation: `length:0,${MAX_MESSAGE_LENGTH}`,
  },
  consent: consentField('to answer my inquiry'),
})

export type InquiryValues = FormValues<typeof inquirySchema>
