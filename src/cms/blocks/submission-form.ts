import type { Block } from 'payload'

/** The application form of /submit: its fields are fixed in code (features/submission/schema.ts). */
export const SubmissionFormBlock: Block = {
  slug: 'submissionForm',
  interfaceName: 'SubmissionFormBlock',
  labels: { singular: 'Application form', plural: 'Application forms' },
  fields: [
    { name: 'heading', type: 'text', localized: true, defaultValue: 'Apply' },
    {
      name: 'successMessage',
      type: 'textarea',
      required: true,
      localized: true,
      defaultValue:
        'Thank you. We have your application and sent you a confirmation by email. If we would like to meet you, we reply within two weeks.',
      admin: { description: 'Shown in place of the form once the application is stored.' },
    },
  ],
}
