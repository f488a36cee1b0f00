/**
 * Payload answers a login for an unknown email before hashing anything, so the time of the answer
 * told which emails have staff accounts. For those, the login hook (hooks/login-rate-limit) now
 * hashes the password as a known account's would be.
 */
import crypto from 'node:crypto'

import type { PayloadRequest } from 'payload'

/**
 * Payload's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js:
 * PBKDF2-SHA256, 600,000 iterations, 32 bytes). tests/int/login-rate-limit checks these against a
 * hash Payload stored.
 */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const

/** Hashes `password` once, at the cost of a real check, when `account` has no user. */
export async function hashLikeAKnownAccount(
  req: PayloadRequest,
  account: string,
  password: unknown,
) {
  if (!account || typeof password !== 'string' || !password) return
  const known = await req.payload.db.findOne({
    collection: 'users',
    where: { email: { equals: account } },
    select: { id: true },
    req,
  })
  if (known) return
  const { iterations, keyLength, digest } = PASSWORD_HASH
  await new Promise((resolve) =>
    crypto.pbkdf2(
      password,
      crypto.randomBytes(32).toString('hex'),
      iterations,
      keyLength,
      digest,
      resolve,
    ),
  )
}
