import type { Access, CollectionConfig } from 'payload'

import { env } from '@/lib/env'
import { missingFileIsNotFound } from '@/lib/storage/missing-file'
import { cacheTags } from '@/lib/cache-tags'
import { contentAccess, isStaff, staffOnlyField } from '../access'
import { refuseDeletingUsedMedia } from '../media-usage/refuse-deleting-used-media'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { stripMediaMetadata } from '../hooks/strip-media-metadata'

/**
 * Pictures are read with what shows them, under one tag: a changed or deleted one may be on any
 * page. A new one is on none until a page, book or talent that shows it is published; it changes
 * only the count of the media library.
 */
const everythingShowingMedia = ({ operation }: { operation: string }) =>
  operation === 'create' ? [cacheTags.mediaLibrary] : [cacheTags.media, cacheTags.mediaLibrary]

/**
 * Staff read every media item; anyone else only those the site shows (`shown`, kept by
 * cms/media/publicity.ts). Payload's file route, the image proxy and the REST API all ask this.
 */
const shownOrStaff: Access = ({ req }) => (isStaff({ req }) ? true : { shown: { equals: true } })

/**
 * The site's images and videos, served to visitors once something published shows them.
 * Applicants' photos live elsewhere (private uploads).
 */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: contentAccess(shownOrStaff),
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
      name: 'shown',
      label: 'Shown on the site',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { create: () => false, update: () => false },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description:
          'Set by publishing: a picture no published talent, page, book, office or setting shows is served to staff only, and to a package’s client through their link.',
      },
    },
    {
      // When a publish last marked it shown (cms/media/publicity.ts): a sweep leaves a recent one.
      name: 'shownMarkedAt',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
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
