import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env } from '@/lib/env'

import { STORAGE_PREFIXES } from './layout'
import { s3ClientConfig, usesBucket } from './s3-client'

/**
 * Payload's upload collections in the bucket when S3_BUCKET is set; otherwise the plugin only
 * adds its fields (`prefix`, `_objectKey`), so the database schema and its migrations are the
 * same either way and a site can switch without a migration of its own.
 *
 * Files stay behind Payload's access control: the bucket is private (no ACL is set), no URL of
 * the bucket is ever handed out, and Payload's file route (`/cms/api/{collection}/file/{name}`)
 * checks the collection's read access before it streams an object: anyone for media, staff
 * only for applicants' photos.
 */
export function mediaStoragePlugin(): Plugin {
  return s3Storage({
    enabled: usesBucket(env.s3),
    alwaysInsertFields: true,
    bucket: env.s3.bucket,
    config: s3ClientConfig(env.s3),
    collections: {
      media: { prefix: STORAGE_PREFIXES.media },
      'submission-photos': { prefix: STORAGE_PREFIXES['submission-photos'] },
    },
  })
}
