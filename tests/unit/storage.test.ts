import { describe, expect, it } from 'vitest'

import type { S3Settings } from '@/lib/env'
import { isPlainFileName, nameInKey, objectKey } from '@/lib/storage/layout'
import {
  contentTypeOf,
  migrationSucceeded,
  summaryLines,
  type AreaReport,
} from '@/lib/storage/migration'
import { s3ClientConfig, usesBucket } from '@/lib/storage/s3-client'

const SETTINGS: S3Settings = {
  bucket: 'roster',
  endpoint: 'http://127.0.0.1:9000',
  region: 'eu-central-1',
  accessKeyId: 'key',
  secretAccessKey: 'secret',
  forcePathStyle: true,
}

describe('object keys', () => {
  it('puts public media and applicants’ photos under separate prefixes', () => {
    expect(objectKey('media', 'portrait-400x600.jpg')).toBe('media/portrait-400x600.jpg')
    expect(objectKey('submission-photos', 'a1b2.jpg')).toBe('private/submission-photos/a1b2.jpg')
  })

  it.each(['', '.env', '../secret.jpg', 'a/b.jpg', 'a\\b.jpg', 'bell\x07.jpg'])(
    'refuses %j as a stored file name',
    (name) => {
      expect(isPlainFileName(name)).toBe(false)
      expect(() => objectKey('media', name)).toThrow('Not a stored file name')
    },
  )

  it('reads a file name back from a key of its own prefix only', () => {
    expect(nameInKey('media', 'media/clip.mp4')).toBe('clip.mp4')
    expect(nameInKey('media', 'private/submission-photos/a.jpg')).toBeNull()
    expect(nameInKey('submission-photos', 'private/submission-photos/a.jpg')).toBe('a.jpg')
    expect(nameInKey('media', 'media/nested/clip.mp4')).toBeNull()
    expect(nameInKey('media', 'mediaX/clip.mp4')).toBeNull()
  })
})

describe('S3 client settings', () => {
  it('uses the bucket only when S3_BUCKET is set', () => {
    expect(usesBucket(SETTINGS)).toBe(true)
    expect(usesBucket({ ...SETTINGS, bucket: '' })).toBe(false)
  })

  it('speaks to third-party servers: their endpoint, path style, checksums only when required', () => {
    expect(s3ClientConfig(SETTINGS)).toEqual({
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  })

  it('leaves AWS’s own endpoint and credential chain alone when they are not given', () => {
    const config = s3ClientConfig({
      ...SETTINGS,
      endpoint: '',
      accessKeyId: '',
      secretAccessKey: '',
      forcePathStyle: false,
    })
    expect(config).not.toHaveProperty('endpoint')
    expect(config).not.toHaveProperty('credentials')
    expect(config.forcePathStyle).toBe(false)
  })
})

describe('media migration', () => {
  it.each([
    ['portrait.JPG', 'image/jpeg'],
    ['portrait-400x600.webp', 'image/webp'],
    ['logo.svg', 'image/svg+xml'],
    ['clip.mp4', 'video/mp4'],
    ['clip.webm', 'video/webm'],
    ['notes', 'application/octet-stream'],
  ])('gives %s the Content-Type %s', (name, type) => {
    expect(contentTypeOf(name)).toBe(type)
  })

  const report = (outcomes: AreaReport['outcomes']): AreaReport => ({
    area: 'media',
    prefix: 'media',
    localFiles: outcomes.length + 1,
    bucketObjects: 4,
    skippedNames: ['.DS_Store'],
    outcomes,
  })

  it('succeeds when every file was there, copied or replaced, and says so', () => {
    const reports = [
      report([
        { key: 'media/a.jpg', outcome: 'present' },
        { key: 'media/b.jpg', outcome: 'copied' },
        { key: 'media/c.jpg', outcome: 'replaced' },
      ]),
    ]
    expect(migrationSucceeded(reports)).toBe(true)
    expect(summaryLines(reports)).toEqual([
      'media (media/): 4 local files, 1 copied, 1 replaced, 1 already there, 0 failed; 4 objects in the bucket',
      '  skipped (not an upload name): .DS_Store',
      'Every local file is in the bucket with the same SHA-256.',
    ])
  })

  it.each(['mismatch', 'missing', 'differs', 'unlisted'] as const)(
    'fails on a %s file and names its key',
    (outcome) => {
      const reports = [
        report([
          { key: 'media/a.jpg', outcome: 'present' },
          { key: 'media/b.jpg', outcome },
        ]),
      ]
      expect(migrationSucceeded(reports)).toBe(false)
      const lines = summaryLines(reports)
      expect(lines).toContain(`  ${outcome}: media/b.jpg`)
      expect(lines[0]).toContain('1 failed')
      expect(lines.at(-1)).toBe(
        'Some files are not in the bucket as they are on disk (listed above).',
      )
    },
  )
})
