import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'

import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { jobTurns, redisRunLock, singleInstanceLock } from '@/server/scheduled-jobs.mjs'

import { createThrowawayRedis, type ThrowawayRedis } from '../../helpers/throwaway-redis'

/**
 * Scheduled publishes are run by the servers themselves (src/server/scheduled-jobs.mjs): with
 * several instances on one Redis, one at a time; a due job must never run twice.
 */
let redis: ThrowawayRedis
const connections: Redis[] = []
/** Another instance's connection, as serve.mjs opens it, once it is ready. */
async function instance(): Promise<Redis> {
  const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 })
  client.on('error', () => {})
  connections.push(client)
  await once(client, 'ready')
  return client
}
let keys = 0
const lockKey = () => `roster-test:jobs-run:${++keys}`

beforeAll(async () => {
  redis = await createThrowawayRedis()
})
afterAll(async () => {
  for (const client of connections) client.disconnect()
  await redis.stop()
})

/** A queue with one due job, which each instance's run would publish. */
function queueWithOneDueJob() {
  let due = 1
  let published = 0
  const run = async () => {
    // A run reads the due jobs, then takes a moment to publish them.
    const found = due
    await sleep(100)
    published += found
    due -= found
  }
  return { run, published: () => published }
}

describe('the jobs run lock', () => {
  it('lets exactly one of two instances run a due job when both look at once', async () => {
    const queue = queueWithOneDueJob()
    const key = lockKey()
    const [first, second] = await Promise.all([instance(), instance()])
    const ran = await Promise.all([
      jobTurns({ lock: redisRunLock(first, key), run: queue.run })(),
      jobTurns({ lock: redisRunLock(second, key), run: queue.run })(),
    ])
    expect(ran.filter(Boolean)).toHaveLength(1)
    expect(queue.published()).toBe(1)
    // Released after the run: the next turn, on either instance, runs again.
    expect(await jobTurns({ lock: redisRunLock(second, key), run: queue.run })()).toBe(true)
    expect(queue.published()).toBe(1)
  })

  it('frees the queue when an instance died holding the lock', async () => {
    const key = lockKey()
    const [dead, alive] = await Promise.all([instance(), instance()])
    expect(await redisRunLock(dead, key, 200).take()).not.toBeNull()
    expect(await redisRunLock(alive, key, 200).take()).toBeNull()
    await sleep(300)
    expect(await redisRunLock(alive, key, 200).take()).not.toBeNull()
  })

  it("never releases another instance's lock", async () => {
    const key = lockKey()
    const [slow, next] = await Promise.all([instance(), instance()])
    const stale = await redisRunLock(slow, key, 100).take()
    await sleep(200)
    const current = await redisRunLock(next, key).take()
    expect(current).not.toBeNull()
    await redisRunLock(slow, key).release(stale!)
    expect(await redisRunLock(slow, key).take()).toBeNull()
  })

  it('skips its turn while Redis is unreachable rather than risk a second run', async () => {
    const client = await instance()
    await redis.stop()
    try {
      let runs = 0
      const turn = jobTurns({ lock: redisRunLock(client, lockKey()), run: async () => void runs++ })
      expect(await turn()).toBe(false)
      expect(runs).toBe(0)
    } finally {
      await redis.start()
    }
  })

  it('never overlaps its own runs on one instance alone', async () => {
    const queue = queueWithOneDueJob()
    const turn = jobTurns({ lock: singleInstanceLock, run: queue.run })
    expect(await Promise.all([turn(), turn()])).toEqual([true, false])
    expect(queue.published()).toBe(1)
  })
})
