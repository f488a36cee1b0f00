import { randomBytes } from 'node:crypto'

import type { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'

import { createRateLimiter } from '@/lib/rate-limit'
import { connectRedis } from '@/lib/redis'

import { createThrowawayRedis } from '../../helpers/throwaway-redis'

/**
 * The rate limiter's store: this process's memory by default, Redis shared by every instance when
 * REDIS_URL is set (CI's second pass), and memory again, per instance, while Redis is down.
 */
const redisUrl = process.env.REDIS_URL
const unique = (what: string) => `${what}-${randomBytes(4).toString('hex')}`
const connections: Redis[] = []
const connect = (url: string) => {
  const client = connectRedis(url)
  connections.push(client)
  return client
}

afterAll(() => {
  for (const client of connections) client.disconnect()
})

describe('a limit', () => {
  it('allows its points per key and window, then refuses with the wait until the window ends', async () => {
    const limiter = createRateLimiter({ name: unique('window'), points: 3, windowS: 60 })
    for (let attempt = 0; attempt < 3; attempt++)
      expect(await limiter.consume('203.0.113.1')).toEqual({ allowed: true })
    const refused = await limiter.consume('203.0.113.1')
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterS).toBeGreaterThanOrEqual(59)
    expect(await limiter.consume('203.0.113.2')).toEqual({ allowed: true })
    await limiter.reset('203.0.113.1')
    expect(await limiter.consume('203.0.113.1')).toEqual({ allowed: true })
  })

  it('keeps the counters of two limits with different names apart', async () => {
    const search = createRateLimiter({ name: unique('one'), points: 1, windowS: 60 })
    const login = createRateLimiter({ name: unique('two'), points: 1, windowS: 60 })
    expect((await search.consume('key')).allowed).toBe(true)
    expect((await login.consume('key')).allowed).toBe(true)
    expect((await search.consume('key')).allowed).toBe(false)
  })
})

describe.runIf(redisUrl)('with REDIS_URL', () => {
  it('two app instances sharing one Redis agree on who is limited', async () => {
    const name = unique('shared')
    // This process's default store (REDIS_URL), and a second instance with its own connection.
    const first = createRateLimiter({ name, points: 5, windowS: 60 })
    const second = createRateLimiter({ name, points: 5, windowS: 60, redis: connect(redisUrl!) })
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await first.consume('198.51.100.1')).allowed).toBe(true)
    for (let attempt = 0; attempt < 2; attempt++)
      expect((await second.consume('198.51.100.1')).allowed).toBe(true)
    expect((await second.consume('198.51.100.1')).allowed).toBe(false)
    expect((await first.consume('198.51.100.1')).allowed).toBe(false)
    // Forgetting a key on one instance frees it on the other.
    await first.reset('198.51.100.1')
    expect((await second.consume('198.51.100.1')).allowed).toBe(true)
  })

  it('while Redis is down each instance counts in its own memory, and they agree again once it is back', async () => {
    const redis = await createThrowawayRedis()
    try {
      const name = unique('outage')
      const [clientA, clientB] = [connect(redis.url), connect(redis.url)]
      const a = createRateLimiter({ name, points: 3, windowS: 60, redis: clientA })
      const b = createRateLimiter({ name, points: 3, windowS: 60, redis: clientB })
      expect((await a.consume('before')).allowed).toBe(true)
      expect((await b.consume('before')).allowed).toBe(true)
      expect(await clientA.get(`${process.env.REDIS_KEY_PREFIX}rate:${name}:before`)).toBe('2')

      await redis.stop()
      // Neither everyone through nor everyone refused: three per key, per instance.
      for (let attempt = 0; attempt < 3; attempt++)
        expect((await a.consume('during')).allowed).toBe(true)
      expect((await a.consume('during')).allowed).toBe(false)
      expect((await a.consume('someone-else')).allowed).toBe(true)
      expect((await b.consume('during')).allowed).toBe(true)

      await redis.start()
      await expect
        .poll(() => [clientA.status, clientB.status], { timeout: 15_000 })
        .toEqual(['ready', 'ready'])
      for (let attempt = 0; attempt < 2; attempt++)
        expect((await a.consume('after')).allowed).toBe(true)
      expect((await b.consume('after')).allowed).toBe(true)
      expect((await b.consume('after')).allowed).toBe(false)
    } finally {
      await redis.stop()
    }
  })
})
