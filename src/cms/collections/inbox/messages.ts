import type { CollectionConfig } from 'payload'

import { exportMessagesCsv } from '@/cms/inbox/messages-csv'
import { staffOnly } from '../../access'

/** Messages from the contact forms (features/contact). Staff only: never readable without a login. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  admin: {
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'location', 'status', 'createdAt'],
    components: {
      beforeListTable: [
        { path: '@/cms/inbox/export-link#ExportLink', clientProps: { collection: 'messages' } },
      ],
    },
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  endpoints: [{ path: '/export-csv', method: 'get', handler: exportMessagesCsv }],
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ['new', 'answered'].map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    {
      name: 'consentAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the visitor agreed to the privacy policy, as they sent the message.',
      },
    },
    { name: 'notes', type: 'textarea', admin: { description: 'Staff notes.' } },
  ],
}
