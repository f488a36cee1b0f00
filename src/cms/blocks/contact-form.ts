import type { Block } from 'payload'

/**
 * The contact form: its fields are fixed in code (features/contact/schema.ts). With a location
 * it sends to that office; without one the visitor picks the office, preselected from the town
 * they chose in the header.
 */
export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: { singular: 'Contact form', plural: 'Contact forms' },
  fields: [
    { name: 'heading', type: 'text', localized: true, defaultValue: 'Send us a message' },
    {
      name: 'location',
      type: 'relationship',
      relationTo: 'locations',
      admin: {
        description:
          'The office that receives the messages. Leave empty to let the visitor choose (preselected from their town).',
      },
    },
    {
      name: 'successMessage',
      type: 'textarea',
      required: true,
      localized: true,
      defaultValue:
        'Thank you. We have your message and sent you a copy by email. We reply within two working days.',
      admin: { description: 'Shown in place of the form once the message is sent.' },
    },
  ],
}
