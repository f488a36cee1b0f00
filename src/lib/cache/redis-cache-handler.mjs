// @ts-check
/**
 * Next's data cache in Redis, for several instances of the site behind one address (REDIS_URL;
 * next.config.ts installs this handler only then). Without it each instance keeps its cached
 * reads on its own disk and hears only of the tag expiries its own admin requests made, so a
 * publish would show on one instance and never on the others.
 *
 * Entries: `{prefix}entry:{key}` holds `{ lastModified, value, cacheControl }` as JSON.
 * Expiries: the hash `{prefix}tags` maps a tag to the moment its entries expire. An entry is
 * served unless one of its tags expired after the entry was written, as Next's own cache decides.
 *
 * Next loads this file itself at run time, outside the app's bundle: hence plain JavaScript, and
 * a connection of its own rather than the one the rate limits share (src/lib/redis.ts).
 */
import Redis from 'ioredis'

import { contentChanged, contentChangedChannel, publishMessage } from './content-changes.mjs'

const prefix = `${process.env.REDIS_KEY_PREFIX || 'roster:'}cache:`
const tagsKey = `${prefix}tags`
/** An entry is read from the database again a week after it was written, whatever happens. */
const ENTRY_TTL_S = 7 * 24 * 60 * 60

/** @type {Redis | undefined} */
let client

/** One connection per process, opened on first use, failing fast while Redis is away. */
function redis() {
  if (!client) {
    client = new Redis(process.env.REDIS_URL ?? '', {
      lazyConnect: false,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    })
    client.on('error', (error) => logOnce(error))
  }
  return client
}

/** How long a publish waits for a connection being opened before its expiry is given up. */
const READY_WAIT_MS = 2000

/**
 * The connection once it can take commands. Reads fail fast while it opens (they fall back to
 * the database), but a publish's expiry must not be lost to a connection opened a moment ago:
 * an instance's first use of the cache is often a staff member's first publish after it started.
 * @param {Redis} connection
 */
async function whenReady(connection) {
  if (connection.status === 'ready') return connection
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      connection.off('ready', onReady)
      reject(new Error(`Redis was not ready within ${READY_WAIT_MS} ms`))
    }, READY_WAIT_MS)
    const onReady = () => {
      clearTimeout(timer)
      resolve(undefined)
    }
    connection.once('ready', onReady)
  })
  return connection
}

let lastLoggedAt = 0
/** @param {unknown} error */
function logOnce(error) {
  if (Date.now() - lastLoggedAt < 10_000) return
  lastLoggedAt = Date.now()
  console.error('[cache] Redis is unreachable; reading from the database meanwhile:', error)
}

/** Buffers and Maps (page entries) survive the trip through JSON. */
/** @param {string} _key @param {unknown} value */
function encode(_key, value) {
  if (value instanceof Map) return { $map: [...value.entries()] }
  if (value && typeof value === 'object' && /** @type {any} */ (value).type === 'Buffer')
    return { $buffer: Buffer.from(/** @type {any} */ (value).data).toString('base64') }
  return value
}

/** @param {string} _key @param {any} value */
function decode(_key, value) {
  if (value && typeof value === 'object') {
    if ('$map' in value) return new Map(value.$map)
    if ('$buffer' in value) return Buffer.from(value.$buffer, 'base64')
  }
  return value
}

/**
 * @param {readonly string[]} tags
 * @param {(string | null)[]} expiries
 * @param {number} writtenAt
 */
function anyExpiredSince(tags, expiries, writtenAt) {
  const now = Date.now()
  return tags.some((_, index) => {
    const expiredAt = Number(expiries[index] ?? NaN)
    return expiredAt <= now && expiredAt > writtenAt
  })
}

export default class RedisCacheHandler {
  /** @param {unknown} _context */
  constructor(_context) {}

  /**
   * @param {string} key
   * @param {{ tags?: string[]; softTags?: string[] }} context
   */
  async get(key, context) {
    try {
      const raw = await redis().get(`${prefix}entry:${key}`)
      if (raw === null) return null
      const entry = JSON.parse(raw, decode)
      const tags = [
        ...new Set([
          ...(context.tags ?? []),
          ...(context.softTags ?? []),
          ...(entry.value?.tags ?? []),
        ]),
      ]
      if (tags.length > 0) {
        const expiries = await redis().hmget(tagsKey, ...tags)
        if (anyExpiredSince(tags, expiries, entry.lastModified)) return null
      }
      return entry
    } catch (error) {
      logOnce(error)
      return null
    }
  }

  /**
   * @param {string} key
   * @param {unknown} value
   * @param {{ cacheControl?: unknown }} context
   */
  async set(key, value, context) {
    try {
      if (value === null) {
        await redis().del(`${prefix}entry:${key}`)
        return
      }
      const entry = { lastModified: Date.now(), value, cacheControl: context.cacheControl }
      await redis().set(`${prefix}entry:${key}`, JSON.stringify(entry, encode), 'EX', ENTRY_TTL_S)
    } catch (error) {
      logOnce(error)
    }
  }

  /**
   * A publish expires its tags for every instance. A failure here is always logged, never
   * throttled: the other instances go on serving what was just changed.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const expiredAt = Date.now() + (durations?.expire ?? 0) * 1000
    try {
      const connection = await whenReady(redis())
      await connection.hset(tagsKey, Object.fromEntries(list.map((tag) => [tag, expiredAt])))
      // Now that every instance reads the new content, each drops the pages it rendered.
      contentChanged(list)
      await connection.publish(contentChangedChannel(), publishMessage(list))
    } catch (error) {
      console.error(`[cache] Could not expire ${list.join(', ')} in Redis:`, error)
      throw error
    }
  }

  resetRequestCache() {}
}
