/**
 * Reads a multipart body as it streams in, without holding it in memory: text fields into a
 * record, files into a private temporary folder with their size, SHA-256 and first bytes. The
 * stream is cut as soon as a limit is passed (a file over its size, the body over its total,
 * too many files), so an oversize upload is refused before it has been read; one that stops
 * arriving for the idle timeout is dropped (408).
 */
import { createHash, randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable, Transform, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import busboy from 'busboy'

import { BodyError } from './body-error'

export type UploadedFile = {
  readonly field: string
  /** As the browser sent it: shown to staff at most, never used as a path. */
  readonly name: string
  readonly path: string
  readonly size: number
  readonly sha256: string
  /** The first bytes, to tell the format by its signature. */
  readonly head: Buffer
}

export type MultipartBody = {
  readonly fields: Readonly<Record<string, string>>
  readonly files: readonly UploadedFile[]
  /** Removes the temporary files; call it whatever happens next. */
  readonly cleanup: () => Promise<void>
}

export type MultipartLimits = {
  readonly maxFileBytes: number
  readonly maxBodyBytes: number
  readonly maxFiles: number
  readonly maxFieldBytes: number
  readonly maxFields: number
  /** Files from other fields are read past and dropped. */
  readonly fileField: string
  /** No bytes for this long and the upload is dropped (408); 0: no limit. */
  readonly idleTimeoutMs: number
}

const HEAD_BYTES = 64

export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) {
    throw new BodyError(400, 'Expected a multipart/form-data body')
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'roster-form-'))
  const cleanup = () => rm(folder, { recursive: true, force: true })
  try {
    const { fields, files } = await parse(request, contentType, limits, folder)
    return { fields, files, cleanup }
  } catch (error) {
    await cleanup()
    throw error
  }
}

function parse(
  request: Request,
  contentType: string,
  limits: MultipartLimits,
  folder: string,
): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = Object.create(null)
    // In the order the parts arrived, whichever finishes writing first.
    const files: (UploadedFile | null)[] = []
    const writes: Promise<void>[] = []
    let failed: BodyError | null = null
    let idle: NodeJS.Timeout | undefined
    const stillArriving = () => {
      clearTimeout(idle)
      if (!failed && limits.idleTimeoutMs > 0) {
        idle = setTimeout(
          () => fail(new BodyError(408, 'The upload stopped arriving')),
          limits.idleTimeoutMs,
        )
      }
    }
    const source = Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
    const parser = busboy({
      headers: { 'content-type': contentType },
      limits: {
        // busboy cuts a file when it reaches this size: one byte more lets a photo of exactly
        // maxFileBytes through, and cuts (413) the first byte beyond it.
        fileSize: limits.maxFileBytes + 1,
        files: limits.maxFiles,
        fields: limits.maxFields,
        fieldSize: limits.maxFieldBytes,
        parts: limits.maxFiles + limits.maxFields,
      },
    })
    const fail = (error: BodyError) => {
      if (failed) return
      failed = error
      clearTimeout(idle)
      source.unpipe(parser)
      source.destroy()
      // Not from inside busboy's own callback ('limit' is one): it would finish the write it is in.
      setImmediate(() => parser.destroy())
      // Let the files being written settle before the folder goes.
      void Promise.allSettled(writes).then(() => reject(error))
    }

    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated)
        return fail(new BodyError(400, `Field "${name}" is too long`))
      fields[name] = value
    })
    parser.on('file', (field, stream, info) => {
      // Destroying the parser fails its open file stream; that is expected once cut.
      stream.on('error', () => undefined)
      if (field !== limits.fileField || failed) {
        stream.resume()
        return
      }
      const target = path.join(folder, randomUUID())
      const tap = new Inspect()
      const index = files.push(null) - 1
      stream.on('limit', () =>
        fail(new BodyError(413, `A photo is larger than ${limits.maxFileBytes} bytes`)),
      )
      const write = pipeline(stream, tap, createWriteStream(target, { mode: 0o600 })).then(
        () => {
          if (stream.truncated || failed) return
          // A file input left empty is sent as a nameless, empty part.
          if (tap.size === 0 && info.filename === '') return
          files[index] = {
            field,
            name: info.filename ?? '',
            path: target,
            size: tap.size,
            sha256: tap.hash.digest('hex'),
            head: Buffer.concat(tap.head).subarray(0, HEAD_BYTES),
          }
        },
        () => undefined,
      )
      writes.push(write)
    })
    parser.on('filesLimit', () => fail(new BodyError(413, `More than ${limits.maxFiles} photos`)))
    parser.on('fieldsLimit', () => fail(new BodyError(413, 'Too many fields')))
    parser.on('partsLimit', () => fail(new BodyError(413, 'Too many parts')))
    parser.on('error', () => fail(new BodyError(400, 'Malformed multipart body')))
    parser.on('close', () => {
      if (failed) return
      void Promise.all(writes).then(() => {
        if (failed) return
        resolve({ fields: { ...fields }, files: files.filter((file) => file !== null) })
      })
    })

    let received = 0
    stillArriving()
    source.on('end', () => clearTimeout(idle))
    source.on('data', (chunk: Buffer) => {
      stillArriving()
      received += chunk.length
      if (received > limits.maxBodyBytes) {
        fail(new BodyError(413, `The body is larger than ${limits.maxBodyBytes} bytes`))
      }
    })
    source.on('error', () => fail(new BodyError(400, 'The upload was interrupted')))
    source.pipe(parser)
  })
}

/** Passes bytes through while counting them, hashing them and keeping the first few. */
class Inspect extends Transform {
  size = 0
  readonly hash = createHash('sha256')
  readonly head: Buffer[] = []
  private headBytes = 0

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length
    this.hash.update(chunk)
    if (this.headBytes < HEAD_BYTES) {
      this.head.push(chunk.subarray(0, HEAD_BYTES - this.headBytes))
      this.headBytes += Math.min(chunk.length, HEAD_BYTES - this.headBytes)
    }
    done(null, chunk)
  }
}
