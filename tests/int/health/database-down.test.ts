import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../helpers/free-port'
import { createThrowawayPostgres, type ThrowawayPostgres } from '../../helpers/throwaway-postgres'

/**
 * GET /api/_health on a PostgreSQL server of this file's own: 503 within seconds when the
 * database is stopped or hangs (its processes stopped in place, connections open and
 * unanswered), 200 again when it is back.
 */
let postgres: ThrowawayPostgres
let health: () => Promise<Response>
let timeoutMs: number

beforeAll(async () => {
  postgres = createThrowawayPostgres(await freePort())
  // Before the config is first imported: it reads DATABASE_URL once.
  process.env.DATABASE_URL = postgres.url
  const { testPayload } = await import('../../helpers/payload')
  await testPayload()
  health = (await import('@/app/api/%5Fhealth/route')).GET
  timeoutMs = (await import('@/lib/health/readiness')).HEALTH_CHECK_TIMEOUT_MS
})

afterAll(() => {
  postgres?.thaw()
  postgres?.destroy()
})

async function timedHealth() {
  const started = Date.now()
  const response = await health()
  return { status: response.status, body: await response.json(), ms: Date.now() - started }
}

describe('GET /api/_health with PostgreSQL', () => {
  it('is ready, then 503 at once while the database is stopped, then ready when it returns', async () => {
    expect((await timedHealth()).status).toBe(200)
    postgres.stop()
    const down = await timedHealth()
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({
      status: 'not ready',
      checks: { database: 'failing', migrations: 'failing', storage: 'ok' },
    })
    expect(JSON.stringify(down.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres/i)
    expect(down.ms).toBeLessThan(timeoutMs + 1000)

    postgres.start()
    await expect.poll(async () => (await timedHealth()).status, { timeout: 15_000 }).toBe(200)
  })

  it('is 503 within its timeout while the database hangs', async () => {
    postgres.freeze()
    try {
      const hung = await timedHealth()
      expect(hung.status).toBe(503)
      expect(hung.body).toMatchObject({ checks: { database: 'failing' } })
      expect(hung.ms).toBeGreaterThanOrEqual(timeoutMs - 100)
      expect(hung.ms).toBeLessThan(timeoutMs + 1000)
    } finally {
      postgres.thaw()
    }
    await expect.poll(async () => (await timedHealth()).status, { timeout: 15_000 }).toBe(200)
  })
})
