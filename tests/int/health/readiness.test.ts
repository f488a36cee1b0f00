import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { Redis } from 'ioredis'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET as live } from '@/app/api/%5Fhealth/live/route'
import { GET as health } from '@/app/api/%5Fhealth/route'
import { localFileStore } from '@/lib/storage/local-store'
import { storageReady } from '@/lib/storage/storage'
import { checkReadiness, HEALTH_CHECK_TIMEOUT_MS } from '@/lib/health/readiness'
import { committedMigrations } from '@/lib/migrate'
import { connectRedis } from '@/lib/redis'

import { freePort } from '../../helpers/free-port'
import { testPayload } from '../../helpers/payload'
import { createThrowawayRedis, type ThrowawayRedis } from '../../helpers/throwaway-redis'

/**
 * GET /api/_health on this file's own freshly migrated database: ready when every check passes,
 * 503 naming the check that fails (never why), and liveness that touches nothing.
 */
let payload: Payload
let redis: ThrowawayRedis
const connections: Redis[] = []
const connect = (url: string) => {
  const client = connectRedis(url)
  connections.push(client)
  return client
}

beforeAll(async () => {
  payload = await testPayload()
  redis = await createThrowawayRedis()
})

afterAll(async () => {
  for (const client of connections) client.disconnect()
  await redis?.stop()
})

const sources = (overrides: Partial<Parameters<typeof checkReadiness>[0]> = {}) => ({
  payload: async () => payload,
  redis: null,
  storage: storageReady,
  ...overrides,
})

describe('GET /api/_health', () => {
  it('is 200 and ready on a migrated database, not to be kept by any cache, with no details', async () => {
    const response = await health()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({
      status: 'ready',
      checks: {
        database: 'ok',
        migrations: 'ok',
        storage: 'ok',
        // Checked only where the process uses Redis (CI's second pass sets REDIS_URL).
        ...(process.env.REDIS_URL ? { redis: 'ok' } : {}),
      },
    })
  })

  it('is 503 while a committed migration is not recorded as run', async () => {
    const last = committedMigrations(payload).at(-1)!.name
    const { docs } = await payload.find({
      collection: 'payload-migrations',
      where: { name: { equals: last } },
      overrideAccess: true,
    })
    const record = docs[0]!
    await payload.delete({ collection: 'payload-migrations', id: record.id, overrideAccess: true })
    try {
      const response = await health()
      expect(response.status).toBe(503)
      expect(await response.json()).toMatchObject({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'failing', storage: 'ok' },
      })
    } finally {
      await payload.create({
        collection: 'payload-migrations',
        data: { name: record.name, batch: record.batch },
        overrideAccess: true,
      })
    }
    expect((await health()).status).toBe(200)
  })
})

describe('the readiness checks', () => {
  it('fail the storage when a folder cannot be made or written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'roster-health-'))
    const notAFolder = path.join(dir, 'file')
    writeFileSync(notAFolder, '')
    const readiness = await checkReadiness(
      sources({
        storage: () =>
          localFileStore({
            media: path.join(notAFolder, 'media'),
            'submission-photos': path.join(notAFolder, 'private'),
          }).ready(),
      }),
    )
    expect(readiness).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'failing' },
    })
  })

  it('check Redis when the process uses it: ok while it answers, failing while it is down', async () => {
    const up = await checkReadiness(sources({ redis: connect(redis.url) }))
    expect(up).toMatchObject({ status: 'ready', checks: { redis: 'ok' } })

    const nobody = `redis://127.0.0.1:${await freePort()}`
    const started = Date.now()
    const down = await checkReadiness(sources({ redis: connect(nobody) }))
    expect(down).toMatchObject({ status: 'not ready', checks: { redis: 'failing' } })
    expect(Date.now() - started).toBeLessThan(HEALTH_CHECK_TIMEOUT_MS + 1000)
  })
})

describe('GET /api/_health/live', () => {
  it('is 200 whenever the process answers', async () => {
    const response = live()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'live' })
  })
})
