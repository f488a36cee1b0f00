import type { CollectionConfig } from 'payload'

import { env } from '@/lib/env'
import { missingFileIsNotFound } from '@/lib/storage/missing-file'
import { cacheTags } from '@/lib/cache-tags'
import { anyone, contentAccess, staffOnlyField } from '../access'
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
      // The roster import (src/move) recognises a picture it uploaded before by this hash of the
      // file as it was given, before metadata was stripped and sizes made.
      name: 'sourceSha256',
      label: 'SHA-256 of the imported file',
      type: 'text',
      index: true,
      access: { read: staffOnlyField, create: staffOnlyField, update: staffOnlyField },
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  hooks: {
    beforeOperation: [stripMediaMetadata],
    afterChange: [revalidateAfterChange(everythingShowingMedia)],
    afterDelete: [revalidateAfterDelete(everythingShowingMedia)],
  },
}
