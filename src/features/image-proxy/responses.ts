import { open, type FileHandle } from 'node:fs/promises'
import { ifNoneMatchHits } from '@/lib/http/etag'
import { IMAGE_POLICY } from '@/lib/security/content-security-policy'

import type { StoredVariant } from './cache-file'
import { RETRY_AFTER_S } from './constants'
import { ProxyError } from './errors'
import { CONTENT_TYPES, EXTENSIONS } from './format'

/**
 * On every answer, errors too: the bytes are never run as a page, whatever they hold. The proxy
 * (src/proxy.ts) sends the same policy in front of this route; here it holds wherever the handler
 * is called from.
 */
const SAFETY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': IMAGE_POLICY,
}

function toBody(data: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(data.buffer as ArrayBuffer, data.byteOffset, data.length)
}

const CHUNK_BYTES = 512 * 1024

/** `size` bytes of an open file from `start`, as a web stream; the handle closes at the end. */
function fileStream(handle: FileHandle, start: number, size: number): ReadableStream<Uint8Array> {
  let position = start
  const end = start + size
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const chunk = new Uint8Array(Math.min(CHUNK_BYTES, end - position))
        const { bytesRead } = chunk.length
          ? await handle.read(chunk, 0, chunk.length, position)
          : { bytesRead: 0 }
        position += bytesRead
        if (bytesRead > 0) controller.enqueue(chunk.subarray(0, bytesRead))
        if (bytesRead === 0 || position >= end) {
          controller.close()
          await handle.close()
        }
      } catch (error) {
        controller.error(error)
        await handle.close().catch(() => undefined)
      }
    },
    cancel: () => handle.close(),
  })
}

/**
 * The image answer (or 304). Large variants are streamed from an already opened file handle, so
 * a concurrent cache sweep cannot cut the answer short; null when the file is gone.
 */
export async function variantResponse(
  request: Request,
  variant: StoredVariant,
  cacheControl: string,
): Promise<Response | null> {
  const headers: Record<string, string> = {
    ...SAFETY_HEADERS,
    'cache-control': cacheControl,
    etag: variant.etag,
    vary: 'Accept',
  }
  if (ifNoneMatchHits(request.headers.get('if-none-match'), variant.etag)) {
    return new Response(null, { status: 304, headers })
  }
  Object.assign(headers, {
    'content-type': CONTENT_TYPES[variant.format],
    'content-length': String(variant.size),
    'content-disposition': `inline; filename="image.${EXTENSIONS[variant.format]}"`,
  })
  if (variant.body) return new Response(toBody(variant.body), { status: 200, headers })
  const handle = await open(variant.file, 'r').catch(() => null)
  if (!handle) return null
  const body = fileStream(handle, variant.dataOffset, variant.size)
  return new Response(body, { status: 200, headers })
}

export function errorResponse(error: unknown): Response {
  const known = error instanceof ProxyError
  if (!known) console.error('image proxy: unexpected error', error)
  const status = known ? error.status : 500
  const headers: Record<string, string> = {
    ...SAFETY_HEADERS,
    'content-type': 'text/plain; charset=utf-8',
    'cache-control': 'no-store',
  }
  if (status === 503) headers['retry-after'] = String(RETRY_AFTER_S)
  return new Response(known ? error.message : 'Internal error', { status, headers })
}
