import { createHash, randomBytes } from 'node:crypto'

/**
 * A recipient's link is `/p/{token}`: 32 random bytes (256 bits) written in base64url, 43
 * characters. Only the token's SHA-256 is stored, so the database alone opens no package, and a
 * lookup is one indexed equality on the hash whether the token is right or wrong
 * (docs/decisions/0042-packages-tokens-and-privacy.md).
 */
export const TOKEN_BYTES = 32

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** What `newToken` makes; anything else is answered as an unknown link without a lookup. */
export const isWellFormedToken = (value: string): boolean => TOKEN_PATTERN.test(value)

export const packagePath = (token: string): string => `/p/${token}`
