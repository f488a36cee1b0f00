import type { CollectionConfig } from 'payload'

import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentAccess } from '../access'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { withTranslationStatus } from '../fields/missing-translations'

const faqTags = () => [cacheTags.faqs]

export const Faqs: CollectionConfig = withTranslationStatus({
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { group: 'Content', useAsTitle: 'question', defaultColumns: ['question', 'order'] },
  defaultSort: 'order',
  access: contentAccess(anyone),
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'textarea', required: true, localized: true },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
  hooks: {
    afterChange: [revalidateAfterChange(faqTags)],
    afterDelete: [revalidateAfterDelete(faqTags)],
  },
})
