import type { Block } from 'payload'

/**
 * A location's payment form (features/payment): its currency, limits and manual instructions
 * come from the location; its fields are fixed in code (features/payment/schema.ts).
 */
export const PaymentFormBlock: Block = {
  slug: 'paymentForm',
  interfaceName: 'PaymentFormBlock',
  labels: { singular: 'Payment form', plural: 'Payment forms' },
  fields: [
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      required: true,
      admin: {
        description:
          'Payments go to this office, and payers come back to its payment page (/{office}-payment).',
      },
    },
  ],
}
