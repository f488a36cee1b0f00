// @ts-check
/**
 * Next's own data cache (memory and .next/cache on disk) for one instance alone, unchanged but
 * for one thing: once a publish has expired its tags, the page cache of the front hears of it
 * (src/lib/cache/content-changes.mjs) and drops the pages they touch. Several instances use the Redis handler
 * beside this file instead, which says the same on a Redis channel.
 *
 * Next loads this file itself at run time (next.config.ts), outside the app's bundle.
 */
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'

import { contentChanged } from './content-changes.mjs'

// Node hands this CommonJS module over whole (its class under `default`); Next's bundler, which
// also bundles this file for the proxy, hands over the class itself.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache

export default class LocalCacheHandler extends FileSystemCache {
  /** @param {string | string[]} tags @param {{ expire?: number }} [durations] */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    contentChanged(typeof tags === 'string' ? [tags] : tags)
  }
}
