import type { CollectionConfig } from 'payload'

import { env } from '@/lib/env'
import { missingFileIsNotFound } from '@/lib/storage/missing-file'
import { contentEditorsOnly, staffOnly } from '../../access'

/**
 * Applicants' photos, often of minors: stored outside the public media folder and served only
 * to staff (Payload checks read access before streaming a file).
 */
export const SubmissionPhotos: CollectionConfig = {
  slug: 'submission-photos',
  // Reachable only from an application (its photos field): no menu entry, list or edit view.
  admin: { group: 'Inbox', hidden: true },
  access: {
    read: staffOnly,
    create: contentEditorsOnly,
    update: contentEditorsOnly,
    delete: contentEditorsOnly,
  },
  upload: {
    staticDir: env.privateUploadsDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    withMetadata: false,
    pasteURL: false,
    imageSizes: [{ name: 'thumbnail', width: 400 }],
    adminThumbnail: 'thumbnail',
    handlers: missingFileIsNotFound('submission-photos'),
  },
  fields: [
    {
      name: 'kind',
      type: 'select',
      options: ['head shot', 'full length', 'profile', 'other'].map((value) => ({
        label: value,
        value,
      })),
    },
  ],
}
