/**
 * The "Mail texts" tab of a location: for each mail its forms send (fields/mail-texts.ts), a
 * subject and a text, checked on save for placeholders the mail does not know.
 */
import type { Field, Tab } from 'payload'

import { unknownPlaceholders } from '@/lib/email/mail-text'
import { DEFAULT_LOCALE } from '@/lib/i18n/locales'

import { staffOnlyField } from '../access'
import { MAIL_KINDS, type MailKind, type MailKindName } from './mail-texts'

const placeholderList = (kind: MailKind) =>
  Object.keys(kind.placeholders)
    .map((name) => `{${name}}`)
    .join(', ')

function knownPlaceholdersOnly(kind: MailKind) {
  return (value: string | null | undefined): true | string => {
    const unknown = unknownPlaceholders(value ?? '', Object.keys(kind.placeholders))
    if (unknown.length === 0) return true
    const named = unknown.map((name) => `{${name}}`).join(', ')
    return `Unknown placeholder ${named}. This mail knows ${placeholderList(kind)}.`
  }
}

const labelWithoutLanguage = '@/cms/admin/label-without-language.client#LabelWithoutLanguage'

// The defaults are functions: a new location starts with today's texts, and the database keeps
// no copy of them as column defaults (a change of wording needs no migration). They are the
// English texts, so only English starts with them: another language's field stays empty until
// staff write in it, and its mails use the built-in texts of that language.
const inEnglishOnly =
  (text: string) =>
  ({ locale }: { locale?: string }) =>
    locale === undefined || locale === DEFAULT_LOCALE ? text : undefined

function mailKindGroup(name: MailKindName): Field {
  const kind: MailKind = MAIL_KINDS[name]
  const legend = Object.entries(kind.placeholders)
    .map(([placeholder, meaning]) => `{${placeholder}} ${meaning}`)
    .join('; ')
  return {
    name,
    type: 'group',
    label: kind.label,
    admin: { description: `Sent to ${kind.to}. Placeholders: ${legend}.` },
    fields: [
      {
        name: 'subject',
        type: 'text',
        localized: true,
        defaultValue: inEnglishOnly(kind.text.subject),
        validate: knownPlaceholdersOnly(kind),
        admin: { placeholder: kind.text.subject, components: { Label: labelWithoutLanguage } },
      },
      {
        name: 'body',
        type: 'textarea',
        label: 'Text',
        localized: true,
        defaultValue: inEnglishOnly(kind.text.body),
        validate: knownPlaceholdersOnly(kind),
        admin: {
          placeholder: kind.text.body,
          rows: 12,
          components: { Label: labelWithoutLanguage },
        },
      },
    ],
  }
}

/** The "Mail texts" tab of a location: subject and text of each mail its forms send. */
export const mailTextsTab: Tab = {
  label: 'Mail texts',
  description:
    'The mails the forms send for this office, sent as HTML with a plain-text part. A placeholder in braces is filled in for each mail; an empty field sends the text shown greyed.',
  fields: [
    {
      name: 'mailTexts',
      type: 'group',
      label: false,
      // Staff's working words, not the site's: visitors read locations, not these.
      access: { read: staffOnlyField },
      fields: (Object.keys(MAIL_KINDS) as MailKindName[]).map(mailKindGroup),
    },
  ],
}
