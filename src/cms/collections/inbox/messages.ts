import type { CollectionConfig } from 'payload'

import { staffOnly } from '../../access'

/** Messages from the contact forms. Staff only. */
export const Messages: CollectionConfig = {
  slug: 'messages',
  admin: {
    group: 'Inbox',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'location', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: ['new', 'answered'].map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
  ],
}
