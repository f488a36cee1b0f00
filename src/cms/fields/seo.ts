import type { GroupField } from 'payload'

/** Search and sharing metadata; empty fields fall back to the entry's own title and text. */
export const seoField: GroupField = {
  name: 'seo',
  type: 'group',
  label: 'SEO',
  admin: { description: 'How this entry appears in search results and when shared.' },
  fields: [
    { name: 'title', type: 'text', maxLength: 70, localized: true },
    { name: 'description', type: 'textarea', maxLength: 160, localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
