import type { GlobalConfig } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentEditorsOnly } from '../access'
import { rowsLabelledBy } from '../admin/rows-labelled-by'
import { revalidateGlobal } from '../hooks/revalidate'

export const Footer: GlobalConfig = {
  slug: 'footer',
  admin: { group: 'Settings' },
  access: { read: anyone, update: contentEditorsOnly },
  fields: [
    {
      name: 'text',
      type: 'textarea',
      localized: true,
      admin: { description: 'A line about the agency.' },
    },
    {
      name: 'links',
      type: 'array',
      admin: rowsLabelledBy('label'),
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, localized: true },
            { name: 'slug', type: 'text', required: true },
          ],
        },
      ],
    },
    { name: 'copyright', type: 'text', localized: true },
  ],
  hooks: { afterChange: [revalidateGlobal([cacheTags.footer])] },
}
