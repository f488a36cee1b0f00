import type { Block } from 'payload'

export const FaqListBlock: Block = {
  slug: 'faqList',
  interfaceName: 'FaqListBlock',
  fields: [{ name: 'heading', type: 'text', localized: true }],
}
