import { randomUUID } from 'node:crypto'

import Redis from 'ioredis'
import { afterAll, describe, expect, it, vi } from 'vitest'

/**
 * The data cache in Redis (src/lib/cache/redis-cache-handler.mjs), against the machine's Redis
 * when REDIS_URL is set (CI sets it for both of its runs).
 */
const redisUrl = process.env.REDIS_URL

describe.runIf(redisUrl)('the data cache in Redis', () => {
  const prefix = `test-${randomUUID()}:`
  const reader = new Redis(redisUrl ?? '')

  afterAll(async () => {
    const keys = await reader.keys(`${prefix}*`)
    if (keys.length > 0) await reader.del(...keys)
    reader.disconnect()
  })

  it('keeps a publish that is the first thing a new instance does with it', async () => {
    // A fresh module: its connection is opened by this first use, as on a just-started instance.
    vi.resetModules()
    vi.stubEnv('REDIS_KEY_PREFIX', prefix)
    const { default: RedisCacheHandler } = await import('@/lib/cache/redis-cache-handler.mjs')
    const before = Date.now()
    await new RedisCacheHandler({}).revalidateTag(['page:about@en'])
    const expiredAt = Number(await reader.hget(`${prefix}cache:tags`, 'page:about@en'))
    expect(expiredAt).toBeGreaterThanOrEqual(before)
    vi.unstubAllEnvs()
  })
})
