import type { CollectionConfig, Field, PayloadHandler, RelationshipField } from 'payload'

import { DEFAULT_LOCALE, LOCALE_NAMES, LOCALES } from '@/lib/i18n/locales'

import { contentEditorsOnly, staffOnly } from '../access'
import type { InboxSlug } from './csv-export'

/**
 * An inbox of what visitors send: staff only (never readable without a login), newest first, in
 * the admin's Inbox group with its CSV export above the list, and a status staff move along
 * (the first is a new record's). Every role works it; bookers may not create or delete records.
 */
export function inboxCollection(inbox: {
  readonly slug: InboxSlug
  readonly useAsTitle: string
  readonly defaultColumns: string[]
  /** In order; a bare value is its own label. */
  readonly statuses: readonly (string | { readonly label: string; readonly value: string })[]
  readonly exportCsv: PayloadHandler
  readonly fields: Field[]
}): CollectionConfig {
  const options = inbox.statuses.map((status) =>
    typeof status === 'string' ? { label: status, value: status } : status,
  )
  return {
    slug: inbox.slug,
    admin: {
      group: 'Inbox',
      useAsTitle: inbox.useAsTitle,
      defaultColumns: [...inbox.defaultColumns, 'locale'],
      components: {
        beforeListTable: [
          {
            path: '@/cms/inbox/export-link.client#ExportLink',
            clientProps: { collection: inbox.slug },
          },
        ],
      },
    },
    defaultSort: '-createdAt',
    access: {
      read: staffOnly,
      create: contentEditorsOnly,
      update: staffOnly,
      delete: contentEditorsOnly,
    },
    endpoints: [{ path: '/export-csv', method: 'get', handler: inbox.exportCsv }],
    fields: [
      {
        name: 'status',
        type: 'select',
        required: true,
        defaultValue: options[0]?.value,
        index: true,
        options,
        admin: { position: 'sidebar' },
      },
      ...inbox.fields,
      ...sentBySender([visitorLocaleField]),
    ],
  }
}

const nobody = () => false

/**
 * What the sender sent, in their own words (name, email, message…): staff read it and never
 * rewrite it. The API refuses the change too; the admin shows the fields read-only. The server's
 * own writes (the local API) are not bound by it.
 */
export const sentBySender = (fields: Field[]): Field[] =>
  fields.map((field) => ({ ...field, access: { update: nobody } }) as Field)

/**
 * The language the visitor wrote in (the page their form was on): the form endpoints store it,
 * mails to them go out in it, and staff answer in it. Records sent before the site spoke two
 * languages were all sent in English.
 */
const visitorLocaleField: Field = {
  name: 'locale',
  label: 'Language',
  type: 'select',
  defaultValue: DEFAULT_LOCALE,
  options: LOCALES.map((code) => ({ label: LOCALE_NAMES[code], value: code })),
  admin: { position: 'sidebar' },
}

/** The office a record was sent to, as staff call it in the lists. */
export const officeField = (required = false): RelationshipField => ({
  name: 'location',
  label: 'Office',
  type: 'relationship',
  relationTo: 'locations',
  required,
})

/** An inbox list's "first words" column (see ExcerptCell). */
export const excerptCell = { Cell: '@/cms/inbox/excerpt-cell#ExcerptCell' }

/** When the sender agreed to the privacy policy (`what`: "the message"), for staff to read only. */
export const consentAtField = (who: string, what: string): Field => ({
  name: 'consentAt',
  type: 'date',
  admin: {
    position: 'sidebar',
    readOnly: true,
    date: { pickerAppearance: 'dayAndTime' },
    description: `When the ${who} agreed to the privacy policy, as they sent ${what}.`,
  },
})

/** The staff's own notes on a record. */
export const notesField: Field = {
  name: 'notes',
  type: 'textarea',
  admin: { description: 'Staff notes.' },
}
