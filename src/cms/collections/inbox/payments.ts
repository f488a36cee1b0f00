import type { CollectionConfig } from 'payload'

import { exportPaymentsCsv } from '@/cms/inbox/payments-csv'
import { staffOnly } from '../../access'

/**
 * Online payments: a row is written (pending) when a payer starts a Stripe Checkout, and moved to
 * paid or failed only by Stripe's signed webhook (features/payment). Staff only.
 */
/** A payment's status; paid is final (features/payment/status.ts moves it). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const Payments: CollectionConfig = {
  slug: 'payments',
  admin: {
    group: 'Inbox',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'payerName', 'amount', 'status', 'location', 'createdAt'],
    components: {
      beforeListTable: [
        { path: '@/cms/inbox/export-link#ExportLink', clientProps: { collection: 'payments' } },
      ],
    },
  },
  defaultSort: '-createdAt',
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  endpoints: [{ path: '/export-csv', method: 'get', handler: exportPaymentsCsv }],
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: PAYMENT_STATUSES.map((value) => ({ label: value, value })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'paidAt',
      type: 'date',
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'When Stripe reported the money received.',
      },
    },
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    { name: 'reference', type: 'text', required: true },
    {
      name: 'amount',
      type: 'number',
      required: true,
      admin: {
        description: 'In minor units (cents): 12550 is 125.50.',
        components: { Cell: '@/cms/inbox/amount-cell#AmountCell' },
      },
    },
    { name: 'currency', type: 'text', required: true },
    { name: 'payerName', type: 'text', required: true },
    { name: 'payerEmail', type: 'email', required: true },
    { name: 'note', type: 'textarea' },
    {
      name: 'checkoutSessionId',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'The Stripe Checkout Session of this payment.' },
    },
    {
      name: 'events',
      type: 'join',
      collection: 'payment-events',
      on: 'payment',
      admin: {
        allowCreate: false,
        defaultColumns: ['type', 'statusAfter', 'eventId', 'createdAt'],
        description: 'What Stripe reported about this payment, in order.',
      },
    },
  ],
}
