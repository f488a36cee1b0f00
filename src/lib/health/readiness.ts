import type { Redis } from 'ioredis'
import type { Payload } from 'payload'

import { committedMigrations } from '@/lib/migrate'
import { firstConnection } from '@/lib/redis'

/**
 * Whether this instance can serve (`GET /api/_health`): its database answers, every committed
 * migration has run there, its storage is reachable and, when REDIS_URL is set, Redis answers.
 * A load balancer reads the status code; the body says which check fails, never why (the log
 * does), so it gives an anonymous caller no hostnames, versions or error texts.
 */

/**
 * Longest one check may take. A hung database (a full pool, a dropped network) would otherwise
 * hold the probe until the load balancer's own timeout; this way it answers 503 within seconds.
 */
export const HEALTH_CHECK_TIMEOUT_MS = 2000

export type CheckName = 'database' | 'migrations' | 'storage' | 'redis'
export type CheckResult = 'ok' | 'failing'
export type Readiness = {
  status: 'ready' | 'not ready'
  checks: Partial<Record<CheckName, CheckResult>>
}

/** What readiness is checked against: this process's own, or a test's. */
export type ReadinessSources = {
  payload: () => Promise<Payload>
  /** null: REDIS_URL is not set, so nothing depends on Redis and it is not checked. */
  redis: Redis | null
  storage: () => Promise<boolean>
}

/** The check's failures are logged when it starts failing, not on every probe of an outage. */
const failingNow = new Set<CheckName>()

async function run(name: CheckName, check: () => Promise<boolean>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${HEALTH_CHECK_TIMEOUT_MS} ms`)),
      HEALTH_CHECK_TIMEOUT_MS,
    )
  })
  try {
    if (!(await Promise.race([check(), late]))) throw new Error('not ready')
    if (failingNow.delete(name)) console.info(`[health] ${name} is ready again`)
    return 'ok'
  } catch (error) {
    if (!failingNow.has(name)) {
      failingNow.add(name)
      console.warn(`[health] ${name} is failing: ${(error as Error).message}`)
    }
    return 'failing'
  } finally {
    clearTimeout(timer)
  }
}

/** A statement that needs no table: the database answers, whatever its schema. */
async function databaseAnswers(payload: Payload): Promise<boolean> {
  // Both Drizzle adapters (PostgreSQL, SQLite) run raw SQL through `execute`.
  const db = payload.db as unknown as {
    drizzle: unknown
    execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown>
  }
  await db.execute({ drizzle: db.drizzle, raw: 'select 1' })
  return true
}

/** Every committed migration is recorded as run (batch -1 marks a schema pushed in development). */
async function migrationsApplied(payload: Payload): Promise<boolean> {
  const { docs } = await payload.find({
    collection: 'payload-migrations',
    pagination: false,
    depth: 0,
    select: { name: true, batch: true },
    overrideAccess: true,
  })
  const applied = new Set(docs.filter((doc) => doc.batch !== -1).map((doc) => doc.name))
  const missing = committedMigrations(payload).filter(({ name }) => !applied.has(name))
  if (missing.length > 0) throw new Error(`not run: ${missing.map(({ name }) => name).join(', ')}`)
  return true
}

async function redisAnswers(redis: Redis): Promise<boolean> {
  await firstConnection(redis, HEALTH_CHECK_TIMEOUT_MS)
  return (await redis.ping()) === 'PONG'
}

export async function checkReadiness(sources: ReadinessSources): Promise<Readiness> {
  const { redis } = sources
  const checks: [CheckName, () => Promise<boolean>][] = [
    ['database', async () => databaseAnswers(await sources.payload())],
    ['migrations', async () => migrationsApplied(await sources.payload())],
    ['storage', sources.storage],
  ]
  if (redis) checks.push(['redis', () => redisAnswers(redis)])
  const results = await Promise.all(
    checks.map(async ([name, check]) => [name, await run(name, check)] as const),
  )
  const ready = results.every(([, result]) => result === 'ok')
  return { status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(results) }
}
