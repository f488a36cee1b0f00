import type { CollectionConfig } from 'payload'

import { PAYMENT_STATUSES } from './payments'

import { nobody, staffOnly } from '../../access'

/**
 * Every Stripe event applied to a payment, once: the event id is unique, and the row is written in
 * the same transaction as the status change it causes, so a redelivered event changes nothing.
 * Written by the webhook only; staff see the list on each payment.
 */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  admin: { group: 'Inbox', hidden: true, useAsTitle: 'eventId' },
  defaultSort: 'createdAt',
  access: { read: staffOnly, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'eventId', type: 'text', required: true, unique: true, index: true },
    { name: 'type', type: 'text', required: true },
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      index: true,
      // Not required: a payment staff delete leaves its events behind (payment empty), and they
      // still stop a redelivery from being applied.
    },
    {
      name: 'statusAfter',
      type: 'select',
      required: true,
      options: PAYMENT_STATUSES.map((value) => ({ label: value, value })),
      admin: { description: 'The payment’s status once this event was applied.' },
    },
  ],
}
