/**
 * An answer the proxy chose to give instead of an image. The message is ours, short and plain:
 * nothing from the upstream (headers, body, error text) ever goes into it.
 */
export class ProxyError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413 | 415 | 500 | 502 | 503 | 504,
    message: string,
  ) {
    super(message)
    this.name = 'ProxyError'
  }
}

/** Raised by the connection hooks when a host resolves to an address the proxy must not dial. */
export class BlockedAddressError extends Error {
  readonly code = 'ERR_IMAGE_PROXY_BLOCKED_ADDRESS'

  constructor(readonly address: string) {
    super(`Refusing to connect to ${address}`)
    this.name = 'BlockedAddressError'
  }
}

/** True when `error`, or any error in its `cause` chain, is a BlockedAddressError. */
export function isBlockedAddressError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof BlockedAddressError) return true
    if (typeof current !== 'object' || !('cause' in current)) return false
    current = current.cause
  }
  return false
}
