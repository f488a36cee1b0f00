import type { CollectionConfig } from 'payload'

import { staffOnly } from '../../access'

/** Online payments, recorded from Stripe's signed webhook. Staff only. */
export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: {
    group: 'Inbox',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'payerName', 'amount', 'currency', 'status', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'paid', 'failed'].map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    { name: 'reference', type: 'text', required: true },
    {
      name: 'amount',
      type: 'number',
      required: true,
      admin: { description: 'In minor units (cents).' },
    },
    { name: 'currency', type: 'text', required: true },
    { name: 'payerName', type: 'text', required: true },
    { name: 'payerEmail', type: 'email', required: true },
    { name: 'note', type: 'textarea' },
    { name: 'checkoutSessionId', type: 'text', unique: true, index: true },
  ],
}
