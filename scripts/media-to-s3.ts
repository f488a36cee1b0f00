/**
 * `npm run media:to-s3`: copies the media and applicants' photos of this machine's folders
 * (MEDIA_DIR, PRIVATE_UPLOADS_DIR) into S3_BUCKET under the keys Payload's S3 adapter reads
 * (src/lib/storage/layout.ts), reads every object back and compares SHA-256 checksums, then
 * checks that the bucket's listing holds every key. An object already holding the same bytes
 * is left alone, so the command can be run again at any time; a different object under the
 * key is replaced (the local file is the original). `-- --check` writes nothing and only
 * reports missing and different objects. Exit status 1 when any file is not in the bucket as it
 * is on disk, 2 when S3_BUCKET is not set.
 */
import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readdir, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'

import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'

import { env } from '@/lib/env'
import {
  isPlainFileName,
  objectKey,
  STORAGE_AREAS,
  STORAGE_PREFIXES,
  type StorageArea,
} from '@/lib/storage/layout'
import {
  contentTypeOf,
  migrationSucceeded,
  summaryLines,
  type AreaReport,
  type FileOutcome,
} from '@/lib/storage/migration'
import { createS3Client, usesBucket } from '@/lib/storage/s3-client'
import { isMissing } from '@/lib/storage/s3-store'

const FOLDERS: Record<StorageArea, string> = {
  media: env.mediaDir,
  'submission-photos': env.privateUploadsDir,
}

async function sha256(stream: Readable): Promise<string> {
  const hash = createHash('sha256')
  for await (const chunk of stream) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** The checksum of what the bucket holds under `key`, read back in full; null when nothing. */
async function storedSha256(client: S3Client, key: string): Promise<string | null> {
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: env.s3.bucket, Key: key }))
    return await sha256(object.Body as Readable)
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

async function localFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return []
      throw error
    },
  )
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort()
}

async function listedKeys(client: S3Client, prefix: string): Promise<Set<string>> {
  const keys = new Set<string>()
  let ContinuationToken: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: env.s3.bucket, Prefix: `${prefix}/`, ContinuationToken }),
    )
    for (const object of page.Contents ?? []) if (object.Key) keys.add(object.Key)
    ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (ContinuationToken)
  return keys
}

async function migrateFile(
  client: S3Client,
  file: string,
  key: string,
  checkOnly: boolean,
): Promise<FileOutcome> {
  const local = await sha256(createReadStream(file))
  const before = await storedSha256(client, key)
  if (before === local) return 'present'
  if (checkOnly) return before === null ? 'missing' : 'differs'
  await client.send(
    new PutObjectCommand({
      Bucket: env.s3.bucket,
      Key: key,
      Body: createReadStream(file),
      ContentLength: (await stat(file)).size,
      ContentType: contentTypeOf(key),
    }),
  )
  if ((await storedSha256(client, key)) !== local) return 'mismatch'
  return before === null ? 'copied' : 'replaced'
}

async function migrateArea(
  client: S3Client,
  area: StorageArea,
  checkOnly: boolean,
): Promise<AreaReport> {
  const dir = FOLDERS[area]
  const names = await localFiles(dir)
  const outcomes: { key: string; outcome: FileOutcome }[] = []
  for (const name of names.filter(isPlainFileName)) {
    const key = objectKey(area, name)
    outcomes.push({ key, outcome: await migrateFile(client, path.join(dir, name), key, checkOnly) })
  }
  // The count: every key read back above must also be one the bucket lists.
  const listed = await listedKeys(client, STORAGE_PREFIXES[area])
  for (const entry of outcomes) {
    if (['present', 'copied', 'replaced'].includes(entry.outcome) && !listed.has(entry.key))
      entry.outcome = 'unlisted'
  }
  return {
    area,
    prefix: STORAGE_PREFIXES[area],
    localFiles: names.length,
    bucketObjects: listed.size,
    skippedNames: names.filter((name) => !isPlainFileName(name)),
    outcomes,
  }
}

async function main(): Promise<number> {
  if (!usesBucket(env.s3)) {
    console.error('S3_BUCKET is not set: nothing to copy to (see README, "Media in S3").')
    return 2
  }
  const checkOnly = process.argv.includes('--check')
  const client = createS3Client(env.s3)
  const reports: AreaReport[] = []
  for (const area of STORAGE_AREAS) {
    console.log(
      `${checkOnly ? 'Checking' : 'Copying'} ${FOLDERS[area]} → s3://${env.s3.bucket}/${STORAGE_PREFIXES[area]}/`,
    )
    reports.push(await migrateArea(client, area, checkOnly))
  }
  client.destroy()
  for (const line of summaryLines(reports)) console.log(line)
  return migrationSucceeded(reports) ? 0 : 1
}

process.exitCode = await main()
