/**
 * A request body's bytes, read up to a limit: a declared Content-Length over it is refused before
 * a byte is read, a body that runs past it (chunked, or lying about its length) is cut off there,
 * and, with an idle timeout, a body that stops arriving is dropped instead of holding the request.
 */
export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError'
}

/** Nothing of the body arrived for the idle timeout. */
export class BodyTimeoutError extends Error {
  override name = 'BodyTimeoutError'
}

/** The declared length is over the limit: refuse without reading. */
export function declaredTooLarge(request: Request, maxBytes: number): boolean {
  return Number(request.headers.get('content-length') ?? 0) > maxBytes
}

export async function readBody(
  request: Request,
  maxBytes: number,
  options: { readonly idleTimeoutMs?: number } = {},
): Promise<Buffer> {
  const tooLarge = () => new BodyTooLargeError(`The body is larger than ${maxBytes} bytes`)
  if (declaredTooLarge(request, maxBytes)) throw tooLarge()
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await withinIdle(reader.read(), options.idleTimeoutMs, () =>
      reader.cancel().catch(() => undefined),
    )
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

/** `read` if it settles within `idleMs`; else `stop` is called and BodyTimeoutError thrown. */
async function withinIdle<T>(
  read: Promise<T>,
  idleMs: number | undefined,
  stop: () => Promise<unknown>,
): Promise<T> {
  if (!idleMs) return read
  let timer: NodeJS.Timeout | undefined
  const idle = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new BodyTimeoutError(`No body arrived for ${idleMs} ms`)),
      idleMs,
    )
  })
  try {
    return await Promise.race([read, idle])
  } catch (error) {
    if (error instanceof BodyTimeoutError) await stop()
    throw error
  } finally {
    clearTimeout(timer)
  }
}
