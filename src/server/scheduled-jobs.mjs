// @ts-check
/**
 * Scheduled publishing and unpublishing (Payload's jobs queue, versions.drafts.schedulePublish):
 * the server itself looks at the queue every JOBS_POLL_SECONDS and runs the jobs that are due.
 *
 * One instance at a time runs the queue: with REDIS_URL set, a run first takes a lock in Redis
 * (SET NX PX), and an instance that cannot take it leaves that turn to the one that holds it, or
 * skips it while Redis is unreachable. Without Redis there is one instance, which always runs.
 */
import { randomBytes } from 'node:crypto'

/** How often the queue is looked at, JOBS_POLL_SECONDS (default 15): a publish is that late at most. */
export const DEFAULT_JOBS_POLL_SECONDS = 15

/**
 * How long a lock holds if its instance never releases it (it died mid-run): the next instance
 * may then run the queue. Far longer than a run, which publishes a handful of documents.
 */
export const RUN_LOCK_MS = 5 * 60_000

/** Deletes the lock only if it is still this run's own (it may have expired and been retaken). */
const RELEASE_OWN_LOCK =
  "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"

/**
 * @typedef {{ take: () => Promise<string | null>, release: (token: string) => Promise<void> }} RunLock
 */

/**
 * The lock several instances share through Redis.
 * @param {import('ioredis').Redis} redis
 * @param {string} key
 * @param {number} [holdMs]
 * @returns {RunLock}
 */
export function redisRunLock(redis, key, holdMs = RUN_LOCK_MS) {
  return {
    async take() {
      const token = randomBytes(16).toString('hex')
      // Unreachable Redis takes no lock: skipping a turn is safe, running it twice is not.
      const taken = await redis.set(key, token, 'PX', holdMs, 'NX').catch(() => null)
      return taken === 'OK' ? token : null
    },
    async release(token) {
      await redis.eval(RELEASE_OWN_LOCK, 1, key, token)
    },
  }
}

/** One instance alone: the queue is always its own. @type {RunLock} */
export const singleInstanceLock = {
  take: async () => 'single-instance',
  release: async () => {},
}

/**
 * One turn at the queue: `run` when the lock is taken and this instance is not still running
 * the last turn. Resolves to whether it ran.
 * @param {{ lock: RunLock, run: () => Promise<void> }} options
 * @returns {() => Promise<boolean>}
 */
export function jobTurns({ lock, run }) {
  let running = false
  return async () => {
    if (running) return false
    running = true
    try {
      const token = await lock.take()
      if (token === null) return false
      try {
        await run()
      } finally {
        await lock.release(token)
      }
      return true
    } finally {
      running = false
    }
  }
}

/**
 * Takes a turn every `intervalMs` until stopped. A failed turn is logged; the next one tries
 * again.
 * @param {() => Promise<boolean>} turn
 * @param {number} intervalMs
 * @returns {() => void} stops the timer
 */
export function everyInterval(turn, intervalMs) {
  const timer = setInterval(() => {
    turn().catch((error) => console.error('[jobs] A run of the scheduled jobs failed:', error))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
