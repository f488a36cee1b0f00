/**
 * A small form body, read whole but never past its limit: JSON (what the site's own form
 * sends), or a classic form post (urlencoded or multipart, text fields only). A declared
 * Content-Length over the limit is refused before a byte is read; a body that grows past it
 * while streaming is cut off.
 */

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
    form = await new Response(bytes, {
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

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined)
      throw new BodyError(413, TOO_LARGE)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}
