import type { Block } from 'payload'

export const TalentGridBlock: Block = {
  slug: 'talentGrid',
  interfaceName: 'TalentGridBlock',
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    { name: 'book', type: 'relationship', relationTo: 'books', required: true },
    { name: 'limit', type: 'number', min: 1, max: 48, defaultValue: 8 },
  ],
}
