/**
 * A small form body, read whole but never past its limit: JSON (what the site's own forms send),
 * or a classic form post (urlencoded or multipart, text fields only). The declared size was
 * checked with the headers (checkBodyHeaders); a body that grows past it while streaming is cut
 * off here, one that stops arriving is dropped, and JSON nested deeper than any form sends is
 * refused before anything walks it.
 */
import { nestedDeeperThan } from '@/lib/http/json-depth'
import {
  BodyTimeoutError,
  BodyTooLargeError,
  declaredTooLarge,
  readBody,
} from '@/lib/http/read-body'

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
  if (declaredTooLarge(request, limits.maxBytes)) {
    throw new BodyError(413, limits.tooLarge)
  }
}

export type FieldLimits = {
  readonly maxBytes: number
  /** Arrays and objects nested in a JSON body, the body itself counting one. */
  readonly maxDepth: number
  /** A body that sends nothing for this long is dropped (408). */
  readonly idleTimeoutMs: number
  /** The 413's message. */
  readonly tooLarge: string
}

/** The body as parsed JSON, or as a null-prototype object of a form post's text fields. */
export async function readFields(request: Request, limits: FieldLimits): Promise<unknown> {
  let bytes: Buffer
  try {
    bytes = await readBody(request, limits.maxBytes, { idleTimeoutMs: limits.idleTimeoutMs })
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new BodyError(413, limits.tooLarge)
    if (error instanceof BodyTimeoutError) throw new BodyError(408, 'The body stopped arriving')
    throw error
  }
  if (mediaType(request) === 'application/json') {
    let parsed: unknown
    try {
      parsed = JSON.parse(new TextDecoder().decode(bytes))
    } catch {
      throw new BodyError(400, 'The body is not valid JSON')
    }
    refuseDeepNesting(parsed, limits.maxDepth)
    return parsed
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

/** 400 naming the field whose value nests too deeply, or the body when it is not a record. */
function refuseDeepNesting(parsed: unknown, maxDepth: number): void {
  if (!nestedDeeperThan(parsed, maxDepth)) return
  const isRecord = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
  const field = isRecord
    ? Object.keys(parsed).find((name) =>
        nestedDeeperThan((parsed as Record<string, unknown>)[name], maxDepth - 1),
      )
    : undefined
  throw new BodyError(
    400,
    field === undefined
      ? `The body is nested too deeply (at most ${maxDepth} levels)`
      : `Field "${field}" is nested too deeply (at most ${maxDepth} levels in the body)`,
  )
}
