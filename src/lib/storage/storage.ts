/**
 * The one way our own code reaches upload files: local folders by default, the S3 bucket when
 * S3_BUCKET is set (the same place Payload's upload collections use, payload-plugin.ts).
 */
import { env } from '@/lib/env'

import type { FileStore } from './file-store'
import { localFileStore } from './local-store'
import { createS3Client, usesBucket } from './s3-client'
import { s3FileStore } from './s3-store'

let store: FileStore | null = null

export function fileStore(): FileStore {
  store ??= usesBucket(env.s3)
    ? s3FileStore(createS3Client(env.s3), env.s3.bucket)
    : localFileStore({ media: env.mediaDir, 'submission-photos': env.privateUploadsDir })
  return store
}

/** Readiness for the health endpoint: local folders usable, or the bucket answering HeadBucket. */
export const storageReady = (): Promise<boolean> => fileStore().ready()
