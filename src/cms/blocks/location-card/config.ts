import type { Block } from 'payload'

export const LocationCardBlock: Block = {
  slug: 'locationCard',
  interfaceName: 'LocationCardBlock',
  fields: [
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    { name: 'showMission', type: 'checkbox', defaultValue: false },
  ],
}
