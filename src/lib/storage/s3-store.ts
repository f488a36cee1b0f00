import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'
import type { Readable } from 'node:stream'

import type { FileStore, StoredFile } from './file-store'
import { isPlainFileName, nameInKey, objectKey, STORAGE_PREFIXES } from './layout'
import { contentTypeOf } from './migration'

/** A readiness probe that waits longer than this says "not ready" rather than hang the caller. */
const READY_TIMEOUT_MS = 3000

export function isMissing(error: unknown): boolean {
  const { name, $metadata } = (error ?? {}) as {
    name?: string
    $metadata?: { httpStatusCode?: number }
  }
  return name === 'NotFound' || name === 'NoSuchKey' || $metadata?.httpStatusCode === 404
}

/** Files as objects of one private bucket, under the prefixes of layout.ts. */
export function s3FileStore(client: S3Client, bucket: string): FileStore {
  return {
    stat: async (area, name) => {
      if (!isPlainFileName(name)) return null
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(area, name) }),
        )
        const modifiedAt = head.LastModified ?? new Date(0)
        return { name, size: head.ContentLength ?? 0, modifiedAt, version: head.ETag ?? '' }
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    read: async (area, name) => {
      if (!isPlainFileName(name)) return null
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(area, name) }),
        )
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    open: async (area, name) => {
      if (!isPlainFileName(name)) return null
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(area, name) }),
        )
        return (object.Body as Readable | undefined) ?? null
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    write: async (area, name, body, size) => {
      const Key = objectKey(area, name)
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: body,
          ContentLength: size,
          ContentType: contentTypeOf(Key),
        }),
      )
    },
    list: async (area, namePrefix = '') => {
      const files: StoredFile[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${STORAGE_PREFIXES[area]}/${namePrefix}`,
            ContinuationToken,
          }),
        )
        for (const object of page.Contents ?? []) {
          const name = nameInKey(area, object.Key ?? '')
          if (name === null) continue
          const modifiedAt = object.LastModified ?? new Date(0)
          files.push({ name, size: object.Size ?? 0, modifiedAt, version: object.ETag ?? '' })
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return files
    },
    // One DeleteObject per file, not DeleteObjects: the batch call needs a body checksum that
    // several S3-compatible servers compute differently, and the lists here are a few files long.
    remove: async (area, names) => {
      await Promise.all(
        names
          .filter(isPlainFileName)
          .map((name) =>
            client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(area, name) })),
          ),
      )
    },
    ready: async () => {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }), {
          abortSignal: AbortSignal.timeout(READY_TIMEOUT_MS),
        })
        return true
      } catch {
        return false
      }
    },
  }
}
