/**
 * The fields every visitor form asks the same way: who is writing, and their consent to the
 * privacy policy for what the form is for. Each is labelled from the page's catalogue (`text`,
 * the `forms` namespace), so the browser and the server word it alike in each language.
 */
import { fill } from '@/lib/i18n/format'
import type { Messages } from '@/lib/i18n/messages/en'

import { PHONE_PATTERN } from './patterns'
import type { SelectOption } from './schema'

export type FormsText = Messages['forms']

export const senderFields = (text: FormsText) =>
  ({
    name: {
      type: 'text',
      label: text.fullName,
      validation: 'required|length:2,100',
      autoComplete: 'name',
    },
    email: {
      type: 'email',
      label: text.email,
      validation: 'required|email',
      autoComplete: 'email',
    },
  }) as const

/** The office a form goes to, one of the locations staff keep (label name, value slug). */
export const officeField = (text: FormsText, offices: readonly SelectOption[], help: string) =>
  ({
    type: 'select',
    label: text.office,
    placeholder: text.officePlaceholder,
    options: offices,
    validation: [['required'], ['is', ...offices.map((office) => office.value)]],
    help,
  }) as const

/** A phone number the sender may leave out. */
export const optionalPhoneField = (text: FormsText) =>
  ({
    type: 'tel',
    label: text.phoneOptional,
    validationLabel: text.phone,
    validation: [['matches', PHONE_PATTERN]],
    autoComplete: 'tel',
  }) as const

/** "…agree that Roster uses my details `purpose`." */
export const consentField = (text: FormsText, purpose: string) =>
  ({
    type: 'checkbox',
    label: fill(text.consent, { purpose }),
    validationLabel: text.consentName,
    validation: 'accepted',
  }) as const
