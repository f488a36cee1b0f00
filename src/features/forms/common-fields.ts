/**
 * The fields every visitor form asks the same way: who is writing, and their consent to the
 * privacy policy for what the form is for.
 */
import { PHONE_PATTERN } from './patterns'
import type { SelectOption } from './schema'

export const senderFields = {
  name: {
    type: 'text',
    label: 'Full name',
    validation: 'required|length:2,100',
    autoComplete: 'name',
  },
  email: { type: 'email', label: 'Email', validation: 'required|email', autoComplete: 'email' },
} as const

/** The office a form goes to, one of the locations staff keep (label name, value slug). */
export const officeField = <const Help extends string>(
  offices: readonly SelectOption[],
  help: Help,
) =>
  ({
    type: 'select',
    label: 'Office',
    placeholder: 'Choose an office',
    options: offices,
    validation: [['required'], ['is', ...offices.map((office) => office.value)]],
    help,
  }) as const

/** A phone number the sender may leave out. */
export const optionalPhoneField = {
  type: 'tel',
  label: 'Phone (optional)',
  validationLabel: 'Phone',
  validation: [['matches', PHONE_PATTERN]],
  autoComplete: 'tel',
} as const

/** "…agree that Roster uses my details `purpose`." */
export const consentField = <const Purpose extends string>(purpose: Purpose) =>
  ({
    type: 'checkbox',
    label: `I have read the privacy policy and agree that Roster uses my details ${purpose}.`,
    validationLabel: 'privacy policy',
    validation: 'accepted',
  }) as const
