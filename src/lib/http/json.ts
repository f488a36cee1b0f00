import { createHash } from 'node:crypto'

import { ifNoneMatchHits } from './etag'

/**
 * A JSON answer with a strong ETag, or 304 when the client already holds it. `no-cache` lets
 * clients keep a copy but makes them revalidate, so a publish shows up at once.
 */
export function jsonWithEtag(request: Request, body: unknown, status = 200): Response {
  const json = JSON.stringify(body)
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`
  const headers = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-cache',
    ETag: etag,
  }
  if (status === 200 && ifNoneMatchHits(request.headers.get('if-none-match'), etag)) {
    return new Response(null, { status: 304, headers })
  }
  return new Response(json, { status, headers })
}
