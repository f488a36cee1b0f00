import type { CollectionConfig } from 'payload'

import { exportInquiriesCsv } from '@/features/inquiry/csv-export'
import { staffOnly } from '../../access'

export const INQUIRY_STATUSES = [
  { label: 'New', value: 'new' },
  { label: 'In progress', value: 'in-progress' },
  { label: 'Confirmed', value: 'confirmed' },
  { label: 'Declined', value: 'declined' },
]

/**
 * Clients' shortlists sent as inquiries (features/inquiry). Staff only: never readable without a
 * login. The key and fingerprint make a retried send store once; staff never edit them.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  admin: {
    group: 'Inbox',
    useAsTitle: 'company',
    defaultColumns: ['company', 'name', 'talents', 'location', 'status', 'createdAt'],
    components: {
      beforeListTable: [
        { path: '@/cms/inbox/export-link#ExportLink', clientProps: { collection: 'inquiries' } },
      ],
    },
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  endpoints: [{ path: '/export-csv', method: 'get', handler: exportInquiriesCsv }],
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: INQUIRY_STATUSES,
      admin: { position: 'sidebar' },
    },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: { description: 'The office the inquiry was mailed to.' },
    },
    {
      name: 'talents',
      type: 'relationship',
      relationTo: 'talents',
      hasMany: true,
      required: true,
      admin: { description: 'The shortlist, in the client’s order.' },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'company', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'dates', label: 'Dates or period', type: 'text', required: true },
    { name: 'usage', label: 'Usage and territory', type: 'textarea', required: true },
    { name: 'message', type: 'textarea' },
    {
      name: 'consentAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When the client agreed to the privacy policy, as they sent the inquiry.',
      },
    },
    { name: 'notes', type: 'textarea', admin: { description: 'Staff notes.' } },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    { name: 'fingerprint', type: 'text', admin: { hidden: true } },
  ],
}
