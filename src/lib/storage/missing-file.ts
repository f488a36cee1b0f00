import type { UploadConfig } from 'payload'

import { env } from '@/lib/env'

import type { StorageArea } from './layout'
import { usesBucket } from './s3-client'
import { fileStore } from './storage'

type UploadHandlers = NonNullable<UploadConfig['handlers']>

/**
 * Payload's file route (`/cms/api/{collection}/file/{name}`) answers a name it finds no file for
 * on the local disk with a 500 and an error in the log, whoever asks: a 5xx anyone can cause by
 * guessing names. Read access is checked first; then a name with no file is a 404. In the bucket
 * the S3 adapter's own handler answers a missing object 404 already.
 */
export function missingFileIsNotFound(area: StorageArea): UploadHandlers {
  if (usesBucket(env.s3)) return []
  // Payload types a handler as one that always answers or never does; it goes on to the next
  // (here its own file route) for one that answers nothing.
  const notFoundWhenMissing = async (
    ...[, { params }]: Parameters<UploadHandlers[number]>
  ): Promise<Response | undefined> =>
    (await fileStore().stat(area, params.filename))
      ? undefined
      : Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  return [notFoundWhenMissing as UploadHandlers[number]]
}
