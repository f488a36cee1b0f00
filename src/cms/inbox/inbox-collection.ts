import type { CollectionConfig, Field, PayloadHandler } from 'payload'

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
      defaultColumns: inbox.defaultColumns,
      components: {
        beforeListTable: [
          { path: '@/cms/inbox/export-link#ExportLink', clientProps: { collection: inbox.slug } },
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
    ],
  }
}

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
