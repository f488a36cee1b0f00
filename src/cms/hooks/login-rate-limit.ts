/**
 * Admin logins and password-reset requests: at most LOGIN_RATE_LIMIT attempts (default 10) per
 * client address and per account in 15 minutes, counted before Payload checks the password. Payload's own lockout (5 failures,
 * 10 minutes) counts failures after checking, so a parallel burst of guesses gets many checks in
 * before the lock lands; these counters are atomic and are taken first, so it cannot.
 */
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
} from 'payload'

import { env } from '@/lib/env'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { createRateLimiter } from '@/lib/rate-limit'

export const LOGIN_RATE_WINDOW_S = 15 * 60

const attemptsFrom = createRateLimiter({
  name: 'login-address',
  points: env.loginRatePer15Min,
  windowS: LOGIN_RATE_WINDOW_S,
})
const attemptsOn = createRateLimiter({
  name: 'login-account',
  points: env.loginRatePer15Min,
  windowS: LOGIN_RATE_WINDOW_S,
})

/** Each sends a password check or a mail: both are counted. */
const LIMITED_OPERATIONS = new Set(['login', 'forgotPassword'])

/** The account as Payload looks it up: the email (or username), lower-cased and trimmed. */
function accountOf(data: Record<string, unknown>): string {
  const name = typeof data.email === 'string' && data.email ? data.email : data.username
  return typeof name === 'string' ? name.toLowerCase().trim() : ''
}

/** Refuses a login over either limit with 429 and Retry-After; the admin shows the message. */
export const limitLoginAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  // The Local API (seed, tests, server code) logs in without a visitor behind it.
  if (!LIMITED_OPERATIONS.has(operation) || req.payloadAPI !== 'REST') return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const decisions = await Promise.all([
    attemptsFrom.consume(rateLimitKey(clientAddress(req.headers, env.trustedProxies))),
    attemptsOn.consume(accountOf(data)),
  ])
  const waits = decisions.flatMap((decision) => (decision.allowed ? [] : [decision.retryAfterS]))
  if (waits.length === 0) return args
  const retryAfterS = Math.max(...waits)
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(retryAfterS))
  req.responseHeaders = headers
  const minutes = Math.ceil(retryAfterS / 60)
  throw new APIError(
    `Too many ${operation === 'login' ? 'login attempts' : 'password reset requests'}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    429,
    null,
    true,
  )
}

/** The owner got in: their earlier typos no longer count against the account. */
export const forgetAccountAttempts: CollectionAfterLoginHook = async ({ user }) => {
  if (typeof user.email === 'string') await attemptsOn.reset(user.email.toLowerCase().trim())
}
