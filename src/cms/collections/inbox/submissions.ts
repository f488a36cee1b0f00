import type { CollectionConfig } from 'payload'

import { exportSubmissionsCsv } from '@/cms/inbox/submissions-csv'
import { staffOnly } from '../../access'

/** Applications from /submit. Staff only: never readable without a staff login. */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  admin: {
    group: 'Inbox',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'location', 'status', 'createdAt'],
    components: {
      beforeListTable: [
        { path: '@/cms/inbox/export-link#ExportLink', clientProps: { collection: 'submissions' } },
      ],
    },
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  endpoints: [{ path: '/export-csv', method: 'get', handler: exportSubmissionsCsv }],
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: ['new', 'reviewing', 'accepted', 'declined'].map((value) => ({
        label: value,
        value,
      })),
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'dateOfBirth', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    {
      name: 'details',
      type: 'json',
      admin: { description: 'Everything else the applicant sent.' },
    },
    { name: 'photos', type: 'upload', relationTo: 'submission-photos', hasMany: true },
    { name: 'notes', type: 'textarea', admin: { description: 'Staff notes.' } },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Sent by the browser with the form; a retry with it is not stored twice.',
      },
    },
    { name: 'fingerprint', type: 'text', admin: { hidden: true } },
  ],
}
