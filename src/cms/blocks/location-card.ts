import type { Block } from 'payload'

/** One office from Agency → Locations: its address, phone, email, hours and map, and its mission. */
export const LocationCardBlock: Block = {
  slug: 'locationCard',
  interfaceName: 'LocationCardBlock',
  labels: { singular: 'Location', plural: 'Locations' },
  fields: [
    { name: 'location', type: 'relationship', relationTo: 'locations', required: true },
    {
      name: 'showMission',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Show the location’s mission text first (for the mission pages).' },
    },
    {
      name: 'showDetails',
      type: 'checkbox',
      defaultValue: true,
      admin: {
        description:
          'Show the address, phone, email, opening hours and map. Off: the name and mission only, with a link to its contact page.',
      },
    },
  ],
}
