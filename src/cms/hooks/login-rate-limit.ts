/**
 * Admin logins and password-reset requests over REST: lock out the address that fails, not the
 * account it fails on (docs/decisions/0027-anonymous-payload-rest.md).
 *
 * - Per address: LOGIN_RATE_LIMIT attempts (10) per 15 minutes, whatever the account.
 * - Per account and address: 5 logins in 10 minutes (MAX_LOGIN_ATTEMPTS, LOCK_TIME_MS), the
 *   right password included, forgotten when the owner logs in; and 5 reset requests of their
 *   own. Someone who knows a staff email can lock only their own address out of it.
 * - Per account: LOGIN_ACCOUNT_LOCK_ADDRESSES different addresses (10) per 15 minutes; a further
 *   address is refused until the window ends. Only a spread-out attack locks the account.
 *
 * Every counter is taken before Payload looks the user up or checks the password, so a parallel
 * burst cannot slip extra checks past them. Reset requests are counted by their endpoint
 * (staff/auth-endpoints.ts). The Local API (seed, tests, server code) is not limited.
 */
import {
  APIError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { env } from '@/lib/env'
import { clientAddress, rateLimitKey } from '@/lib/http/client-address'
import { createRateLimiter, type RateDecision } from '@/lib/rate-limit'

import { hashLikeAKnownAccount } from '../staff/login-time'

export const LOGIN_RATE_WINDOW_S = 15 * 60
/** Attempts from one address on one account, and how long they count (10 minutes). */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 10 * 60 * 1000

const attemptsFrom = createRateLimiter({
  name: 'login-address',
  points: env.loginRatePer15Min,
  windowS: LOGIN_RATE_WINDOW_S,
})
/** Kept apart, so that asking for a reset does not use up the logins that follow it. */
const attemptsFromOn = {
  login: createRateLimiter({
    name: 'login-account-address',
    points: MAX_LOGIN_ATTEMPTS,
    windowS: LOCK_TIME_MS / 1000,
  }),
  reset: createRateLimiter({
    name: 'reset-account-address',
    points: MAX_LOGIN_ATTEMPTS,
    windowS: LOCK_TIME_MS / 1000,
  }),
}
/** One point per account and address: spent by the address's first attempt in the window. */
const firstFrom = createRateLimiter({
  name: 'login-account-first',
  points: 1,
  windowS: LOGIN_RATE_WINDOW_S,
})
const addressesOn = createRateLimiter({
  name: 'login-account',
  points: env.loginAccountLockAddresses,
  windowS: LOGIN_RATE_WINDOW_S,
})

/** The account as Payload looks it up: the email (or username), lower-cased and trimmed. */
export function accountOf(data: Record<string, unknown>): string {
  const name = typeof data.email === 'string' && data.email ? data.email : data.username
  return typeof name === 'string' ? name.toLowerCase().trim() : ''
}

const addressOf = (req: PayloadRequest) =>
  rateLimitKey(clientAddress(req.headers, env.trustedProxies))

const pair = (account: string, address: string) => `${account} ${address}`

export type What = 'login' | 'reset'

/** The first refusal among the counters, taken one after the other. */
async function admission(what: What, account: string, address: string): Promise<RateDecision> {
  const fromAddress = await attemptsFrom.consume(address)
  if (!fromAddress.allowed || !account) return fromAddress
  const fromHere = await attemptsFromOn[what].consume(pair(account, address))
  if (!fromHere.allowed) return fromHere
  // An address already trying this account is bounded by the counter above.
  if (!(await firstFrom.consume(pair(account, address))).allowed) return fromHere
  const spread = await addressesOn.consume(account)
  // Refused, it stays a new address: its next attempt is refused again, not let through.
  if (!spread.allowed) await firstFrom.reset(pair(account, address))
  return spread
}

/** A refusal, logged as one line (payload.config's loggingLevels), never with a stack trace. */
export class TooManyAttempts extends APIError {
  // Payload picks the log level by name (payload.config's loggingLevels); a build minifies the
  // class's own.
  override name = 'TooManyAttempts'
  constructor(message: string) {
    super(message, 429, null, true)
  }
}

/** Counts one attempt; over a limit, throws 429 with Retry-After (the admin shows the message). */
export async function admit(req: PayloadRequest, account: string, what: What) {
  const decision = await admission(what, account, addressOf(req))
  if (decision.allowed) return
  const headers = new Headers(req.responseHeaders)
  headers.set('Retry-After', String(decision.retryAfterS))
  req.responseHeaders = headers
  const minutes = Math.ceil(decision.retryAfterS / 60)
  throw new TooManyAttempts(
    `Too many ${what === 'login' ? 'login attempts' : 'password reset requests'}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  )
}

export const limitLoginAttempts: CollectionBeforeOperationHook = async ({
  args,
  operation,
  req,
}) => {
  if (operation !== 'login' || req.payloadAPI !== 'REST') return args
  const data = (args as { data?: Record<string, unknown> }).data ?? {}
  const account = accountOf(data)
  await admit(req, account, 'login')
  await hashLikeAKnownAccount(req, account, data.password)
  return args
}

/** The owner got in: their earlier typos no longer count against the account. */
export const forgetAccountAttempts: CollectionAfterLoginHook = async ({ req, user }) => {
  if (typeof user.email !== 'string') return
  const account = user.email.toLowerCase().trim()
  await Promise.all([
    attemptsFromOn.login.reset(pair(account, addressOf(req))),
    addressesOn.reset(account),
  ])
}
