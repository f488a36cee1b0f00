import type { CollectionConfig } from 'payload'

import { staffOnly } from '../../access'

/** Applications from /submit. Staff only: never readable without a staff login. */
export const Submissions: CollectionConfig = {
  slug: 'submissions',
  admin: {
    group: 'Inbox',
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'location', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      options: ['new', 'reviewing', 'accepted', 'declined'].map((value) => ({
        label: value,
        value,
      })),
      admin: { position: 'sidebar' },
    },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    { name: 'phone', type: 'text' },
    { name: 'location', type: 'relationship', relationTo: 'locations' },
    {
      name: 'details',
      type: 'json',
      admin: { description: 'Everything else the applicant sent.' },
    },
    { name: 'photos', type: 'upload', relationTo: 'submission-photos', hasMany: true },
    { name: 'notes', type: 'textarea', admin: { description: 'Staff notes.' } },
  ],
}
