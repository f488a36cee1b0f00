import type { Block } from 'payload'

import { linkField } from '../fields/link'

export const VideoBannerBlock: Block = {
  slug: 'videoBanner',
  interfaceName: 'VideoBannerBlock',
  fields: [
    { name: 'heading', type: 'text', required: true, localized: true },
    {
      name: 'video',
      type: 'upload',
      relationTo: 'media',
      filterOptions: { mimeType: { contains: 'video' } },
    },
    {
      name: 'poster',
      type: 'upload',
      relationTo: 'media',
      required: true,
      admin: {
        description: 'Shown before the video plays, and instead of it under reduced motion.',
      },
    },
    linkField(),
  ],
}
