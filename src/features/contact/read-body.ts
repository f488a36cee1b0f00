/**
 * A small form body, read whole but never past its limit: JSON (what the site's own form
 * sends), or a classic form post (urlencoded or multipart, text fields only). A declared
 * Content-Length over the limit is refused before a byte is read; a body that grows past it
 * while streaming is cut off.
 */

import { BodyTooLargeError, readBody } from '@/lib/http/read-body'

export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
  }
}

const TOO_LARGE = 'The message is too large'

const KNOWN_TYPES: ReadonlySet<string> = new Set([
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
])

const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

/** The checks a request's headers allow: its type (415) and its declared size (413). */
export function checkBodyHeaders(request: Request, maxBytes: number): void {
  if (!KNOWN_TYPES.has(mediaType(request))) {
    throw new BodyError(415, 'Send the form as JSON or as a form post')
  }
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) {
    throw new BodyError(413, TOO_LARGE)
  }
}

/** The body as parsed JSON, or as a null-prototype object of a form post's text fields. */
export async function readFormBody(request: Request, maxBytes: number): Promise<unknown> {
  checkBodyHeaders(request, maxBytes)
  const type = mediaType(request)
  const bytes = await readLimited(request, maxBytes)
  if (type === 'application/json') {
    try {
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown
    } catch {
      throw new BodyError(400, 'The body is not valid JSON')
    }
  }
  let form: FormData
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': request.headers.get('content-type') ?? type },
    }).formData()
  } catch {
    throw new BodyError(400, 'The form body could not be read')
  }
  // Text fields only; a null prototype keeps a field named "__proto__" a plain key.
  const fields: Record<string, unknown> = Object.create(null)
  for (const [name, value] of form) {
    if (typeof value === 'string' && !(name in fields)) fields[name] = value
  }
  return fields
}

async function readLimited(request: Request, maxBytes: number): Promise<Buffer> {
  try {
    return await readBody(request, maxBytes)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new BodyError(413, TOO_LARGE)
    throw error
  }
}
