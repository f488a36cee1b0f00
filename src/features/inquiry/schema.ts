/**
 * The shortlist inquiry's fields and rules, read by the browser (feedback) and the route (for
 * real). The talents travel beside the fields: they are the visitor's shortlist, not typed.
 */
import { PHONE_PATTERN } from '@/features/forms/patterns'
import { defineFormSchema, type FormValues } from '@/features/forms/schema'

import { MAX_MESSAGE_LENGTH } from './constants'

export const inquirySchema = defineFormSchema({
  name: {
    type: 'text',
    label: 'Full name',
    validation: 'required|length:2,100',
    autoComplete: 'name',
  },
  company: {
    type: 'text',
    label: 'Company',
    validation: 'required|length:2,100',
    autoComplete: 'organization',
  },
  email: { type: 'email', label: 'Email', validation: 'required|email', autoComplete: 'email' },
  phone: {
    type: 'tel',
    label: 'Phone (optional)',
    validationLabel: 'Phone',
    validation: [['matches', PHONE_PATTERN]],
    autoComplete: 'tel',
  },
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
  consent: {
    type: 'checkbox',
    label:
      'I have read the privacy policy and agree that Roster uses my details to answer my inquiry.',
    validationLabel: 'privacy policy',
    validation: 'accepted',
  },
})

export type InquiryValues = FormValues<typeof inquirySchema>
