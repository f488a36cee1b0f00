import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'

import type { S3Settings } from '@/lib/env'

/** Whether media live in a bucket (S3_BUCKET set) rather than on this machine's disk. */
export const usesBucket = (settings: S3Settings): boolean => settings.bucket !== ''

/**
 * The SDK's settings for any S3-compatible server, shared by Payload's adapter, our own reads and
 * the migration command.
 */
export function s3ClientConfig(settings: S3Settings): S3ClientConfig {
  return {
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? {
          credentials: {
            accessKeyId: settings.accessKeyId,
            secretAccessKey: settings.secretAccessKey,
          },
        }
      : {}),
    // Since 3.729 the SDK adds a CRC32 checksum to every upload (an aws-chunked body with a
    // trailer) and expects one on every download. Many S3-compatible servers (MinIO before 2025,
    // Ceph, Garage, R2, moto) refuse such uploads or answer without the checksum. WHEN_REQUIRED
    // sends checksums only for the few calls whose API demands one (we use none of them); the
    // migration's SHA-256 read-back is what proves the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

export const createS3Client = (settings: S3Settings): S3Client =>
  new S3Client(s3ClientConfig(settings))
