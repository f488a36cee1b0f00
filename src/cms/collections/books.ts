import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { bookPath } from '@/lib/paths'
import { anyone, contentAccess } from '../access'
import { seoField } from '../fields/seo'
import { slugField } from '../fields/slug'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'

const bookTags = () => [cacheTags.books]

/** A board of talent (Women, Men, New Faces...), shown at /{slug}. */
export const Books: CollectionConfig = {
  slug: 'books',
  admin: {
    group: 'Talent',
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'order'],
    preview: (doc) => (typeof doc.slug === 'string' ? `${env.siteUrl}${bookPath(doc.slug)}` : null),
  },
  defaultSort: 'order',
  access: contentAccess(anyone),
  fields: [
    { name: 'title', type: 'text', required: true },
    slugField({ owner: 'book', from: 'title', sharesPathWith: ['pages'] }),
    { name: 'description', type: 'textarea' },
    {
      name: 'order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Books are listed from the lowest number.' },
    },
    {
      name: 'talents',
      type: 'relationship',
      relationTo: 'talents',
      hasMany: true,
      admin: {
        description: 'Drag to set the order visitors see. Unpublished talents stay hidden.',
      },
    },
    seoField,
  ],
  hooks: {
    afterChange: [revalidateAfterChange(bookTags)],
    afterDelete: [revalidateAfterDelete(bookTags)],
  },
}
