import type { CollectionConfig } from 'payload'

import { env } from '@/lib/env'
import { missingFileIsNotFound } from '@/lib/storage/missing-file'
import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentAccess } from '../access'
import { refuseDeletingUsedMedia } from '../media-usage/refuse-deleting-used-media'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { stripMediaMetadata } from '../hooks/strip-media-metadata'

/**
 * Pictures are read with what shows them, under one tag: a changed or deleted one may be on any
 * page. A new one is on none until a page, book or talent that shows it is published.
 */
const everythingShowingMedia = ({ operation }: { operation: string }) =>
  operation === 'create' ? [] : [cacheTags.media]

/** Public images and videos of the site. Applicants' photos live elsewhere (private uploads). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: contentAccess(anyone),
  upload: {
    staticDir: env.mediaDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'video/mp4', 'video/webm'],
    focalPoint: true,
    // The sizes Payload makes carry no EXIF; the original loses its own in stripMediaMetadata.
    withMetadata: false,
    pasteURL: false,
    imageSizes: [{ name: 'thumbnail', width: 400, height: 600, position: 'centre' }],
    adminThumbnail: 'thumbnail',
    handlers: missingFileIsNotFound('media'),
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      required: true,
      localized: true,
      admin: { description: 'Describes the picture for people who cannot see it.' },
    },
    { name: 'caption', type: 'text', localized: true },
    {
      name: 'usedBy',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: { Field: '@/cms/media-usage/used-by-field#UsedByField' },
      },
    },
  ],
  hooks: {
    beforeOperation: [stripMediaMetadata],
    afterChange: [revalidateAfterChange(everythingShowingMedia)],
    beforeDelete: [refuseDeletingUsedMedia],
    afterDelete: [revalidateAfterDelete(everythingShowingMedia)],
  },
}
