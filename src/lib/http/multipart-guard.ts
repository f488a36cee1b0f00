/**
 * Payload's REST API parses a multipart body before it checks who is asking, and a malformed one
 * (cut short, a broken part header, no boundary) failed that parse with a 500. Such a body is
 * answered 400 here, before Payload reads it; a well-formed one goes on unchanged. Payload's own
 * size limit still applies.
 */
import busboy from 'busboy'

type Handler<C> = (request: Request, context: C) => Promise<Response>

export function refuseMalformedMultipart<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const contentType = request.headers.get('content-type') ?? ''
    if (!/^multipart\//i.test(contentType) || !request.body) return handler(request, context)
    const body = Buffer.from(await request.arrayBuffer())
    if (!(await isWellFormedMultipart(contentType, body))) {
      return Response.json({ errors: [{ message: 'Malformed multipart body' }] }, { status: 400 })
    }
    const again = new Request(request.url, {
      method: request.method,
      headers: request.headers,
      body,
    })
    return handler(again, context)
  }
}

/** Reads the whole body through the same parser Payload uses, keeping nothing. */
export function isWellFormedMultipart(contentType: string, body: Buffer): Promise<boolean> {
  return new Promise((resolve) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({ headers: { 'content-type': contentType } })
    } catch {
      resolve(false)
      return
    }
    parser.on('file', (_name, stream) => stream.resume())
    parser.on('error', () => resolve(false))
    parser.on('close', () => resolve(true))
    parser.end(body)
  })
}
