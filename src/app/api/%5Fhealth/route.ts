import { payloadClient } from '@/lib/data/payload'
import { checkReadiness, type Readiness } from '@/lib/health/readiness'
import { sharedRedis } from '@/lib/redis'
import { storageReady } from '@/lib/storage/storage'

/**
 * `GET /api/_health`: readiness, for a load balancer. 200 `{"status": "ready", "checks": {...}}`
 * when the database answers, the migrations have run, storage is reachable and (with REDIS_URL)
 * Redis answers; 503 `{"status": "not ready", ...}` naming the failing checks otherwise, within
 * a few seconds even when the database hangs. Liveness, which touches nothing: `/api/_health/live`.
 */
export async function GET(): Promise<Response> {
  const readiness = await sharedCheck()
  return Response.json(readiness, {
    status: readiness.status === 'ready' ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/** Probes that arrive together (several balancers, a burst) share one round of checks. */
let running: Promise<Readiness> | null = null

function sharedCheck(): Promise<Readiness> {
  running ??= checkReadiness({
    payload: payloadClient,
    redis: sharedRedis(),
    storage: storageReady,
  }).finally(() => {
    running = null
  })
  return running
}
