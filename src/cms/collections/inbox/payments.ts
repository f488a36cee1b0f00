import {
  excerptCell,
  inboxCollection,
  officeField,
  sentBySender,
} from '@/cms/inbox/inbox-collection'
import { exportPaymentsCsv } from '@/cms/inbox/payments-csv'

/** A payment's status; paid is final (features/payment/status.ts moves it). */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * Online payments: a row is written (pending) when a payer starts a Stripe Checkout, and moved to
 * paid or failed only by Stripe's signed webhook (features/payment). Staff only.
 */
export const Payments = inboxCollection({
  slug: 'payments',
  useAsTitle: 'reference',
  defaultColumns: [
    'createdAt',
    'payerName',
    'payerEmail',
    'location',
    'status',
    'amount',
    'reference',
    'note',
  ],
  statuses: PAYMENT_STATUSES,
  exportCsv: exportPaymentsCsv,
  fields: [
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
    ...sentBySender([
      officeField(true),
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
      { name: 'note', type: 'textarea', admin: { components: excerptCell } },
    ]),
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
})
