/**
 * A small form body, read whole but never past its limit: JSON (what the site's own forms send),
 * or a classic form post (urlencoded or multipart, text fields only). The declared size was
 * checked with the headers (checkBodyHeaders); a body that grows past it while streaming is cut
 * off here.
 */
import { BodyTooLargeError, readBody } from '@/lib/http/read-body'

import { BodyError } from './body-error'

const FIELD_TYPES: ReadonlySet<string> = new Set([
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
])

export const mediaType = (request: Request) =>
  (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()

/**
 * What the headers alone refuse: a type the endpoint does not read (415) and a declared size over
 * its limit (413). `multipartOnly`: the endpoint takes files, so only multipart will do.
 */
export function checkBodyHeaders(
  request: Request,
  limits: { readonly maxBytes: number; readonly multipartOnly: boolean; readonly tooLarge: string },
): void {
  const type = mediaType(request)
  const known = limits.multipartOnly ? type === 'multipart/form-data' : FIELD_TYPES.has(type)
  if (!known) {
    throw new BodyError(
      415,
      limits.multipartOnly
        ? 'Send the form as multipart/form-data'
        : 'Send the form as JSON or as a form post',
    )
  }
  if (Number(request.headers.get('content-length') ?? 0) > limits.maxBytes) {
    throw new BodyError(413, limits.tooLarge)
  }
}

/** The body as parsed JSON, or as a null-prototype object of a form post's text fields. */
export async function readFields(
  request: Request,
  maxBytes: number,
  tooLarge: string,
): Promise<unknown> {
  let bytes: Buffer
  try {
    bytes = await readBody(request, maxBytes)
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new BodyError(413, tooLarge)
    throw error
  }
  if (mediaType(request) === 'application/json') {
    try {
      return JSON.parse(new TextDecoder().decode(bytes)) as unknown
    } catch {
      throw new BodyError(400, 'The body is not valid JSON')
    }
  }
  let form: FormData
  try {
    form = await new Response(new Uint8Array(bytes), {
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
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
