/**
 * A request body's bytes, read up to a limit: a declared Content-Length over it is refused before
 * reading, and a body that runs past it (chunked, or lying about its length) is cut off there.
 */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}

export async function readBody(request: Request, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new BodyTooLargeError(`The body is larger than ${maxBytes} bytes`)
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge()
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      throw tooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}
