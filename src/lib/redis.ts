/**
 * The Redis connection that several app instances share their rate-limit counters through
 * (REDIS_URL). One connection per process, opened on first use, never at import: the build and
 * every process without REDIS_URL never touch Redis.
 *
 * While Redis is unreachable the connection keeps retrying in the background (every 2 s at most)
 * and commands fail at once instead of queueing, so a caller can fall back without waiting.
 */
import { Redis } from 'ioredis'

import { env } from './env'

/** Longest a command may take before the caller treats Redis as down. */
const COMMAND_TIMEOUT_MS = 500
const MAX_RECONNECT_DELAY_MS = 2000

/** A new connection with the settings above; tests open their own to act as another instance. */
export function connectRedis(url: string): Redis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 200, MAX_RECONNECT_DELAY_MS),
  })
  // Said once per outage, not once per retry: without a listener ioredis prints every failure.
  let down = false
  client.on('ready', () => {
    down = false
    console.info(`Redis at ${redactedUrl(url)} is connected: rate limits are shared`)
  })
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    console.warn(
      `Redis at ${redactedUrl(url)} is unreachable (${error.message}): rate limits count in this process until it is back`,
    )
  })
  return client
}

const shared = Symbol.for('roster.redis')
type Holder = { [shared]?: Redis }

/** This process's connection to REDIS_URL, or null when it is not set. */
export function sharedRedis(): Redis | null {
  if (!env.redisUrl) return null
  // Next bundles this module into several route chunks; globalThis keeps one connection for all.
  const holder = globalThis as Holder
  holder[shared] ??= connectRedis(env.redisUrl)
  return holder[shared]
}

/**
 * Resolves once the connection is ready, or after `ms`. Only the first connection is waited for:
 * during an outage (status "reconnecting") callers fall back at once.
 */
export async function firstConnection(client: Redis, ms: number): Promise<void> {
  if (client.status !== 'connecting' && client.status !== 'connect' && client.status !== 'wait')
    return
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      client.off('ready', done)
      client.off('end', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    client.once('ready', done)
    client.once('end', done)
  })
}

function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL'
  }
}
