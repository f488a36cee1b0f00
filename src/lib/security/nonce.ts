/** 128 random bits, base64: unguessable, and a valid CSP nonce source. Fresh for every request. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}
