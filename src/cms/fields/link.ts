import type { GroupField } from 'payload'

/** A call-to-action link: an internal path (`/about`) or an external http(s) address. */
export const linkField = (name = 'link'): GroupField => ({
  name,
  type: 'group',
  fields: [
    { name: 'label', type: 'text', localized: true },
    {
      name: 'url',
      type: 'text',
      validate: (value: string | null | undefined) =>
        !value ||
        /^(\/|https?:\/\/)/.test(value) ||
        'Use a site path starting with / or an http(s) address.',
    },
  ],
})
