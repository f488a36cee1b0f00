/**
 * The one rate-limit mechanism: a fixed number of points per key per window. Every limit of the
 * site (forms, search, admin login) is a limiter made here.
 *
 * With REDIS_URL set the counters live in Redis, so every app instance sees the same counts; without
 * it they live in this process's memory. While Redis is unreachable each instance counts in its own
 * memory (rate-limiter-flexible's insurance limiter) until Redis answers again: limits hold per
 * instance instead of refusing everyone or letting everyone through (docs/decisions/0009).
 */
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible'

import { env } from './env'
import { firstConnection, sharedRedis } from './redis'

export type RateDecision =
  { readonly allowed: true } | { readonly allowed: false; readonly retryAfterS: number }

export type RateLimiter = {
  /** Counts one attempt for `key`; refused once the window's points are spent. */
  consume(key: string): Promise<RateDecision>
  /** Forgets `key`'s attempts, as if none had been made in this window. */
  reset(key: string): Promise<void>
}

export type RateLimitOptions = {
  /** Keeps the counters of different limits apart. */
  readonly name: string
  readonly points: number
  readonly windowS: number
  /**
   * Where the counters live: by default REDIS_URL's shared connection, else memory. Tests pass a
   * connection of their own to act as another instance, or null for memory.
   */
  readonly redis?: Redis | null
}

/** How long the first request waits for a Redis connection still being opened. */
const FIRST_CONNECTION_WAIT_MS = 1000

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  // Made on first use: importing a limiter (as the build does) never opens a connection.
  let counters: Counters | undefined
  const store = () => (counters ??= countersFor(options))
  return {
    async consume(key) {
      const { limiter, ready } = store()
      await ready()
      try {
        await limiter.consume(key)
        return { allowed: true }
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal
        return { allowed: false, retryAfterS: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      }
    },
    async reset(key) {
      await store().limiter.delete(key)
    },
  }
}

type Counters = {
  readonly limiter: RateLimiterMemory | RateLimiterRedis
  readonly ready: () => Promise<void>
}

function countersFor({ name, points, windowS, redis }: RateLimitOptions): Counters {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: windowS })
  const client = redis === undefined ? sharedRedis() : redis
  if (!client) return { limiter: memory, ready: async () => undefined }
  const limiter = new RateLimiterRedis({
    storeClient: client,
    keyPrefix: `${env.redisKeyPrefix}rate:${name}`,
    points,
    duration: windowS,
    // Redis not connected, or a command failed or timed out: count in memory meanwhile.
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  })
  return { limiter, ready: () => firstConnection(client, FIRST_CONNECTION_WAIT_MS) }
}
