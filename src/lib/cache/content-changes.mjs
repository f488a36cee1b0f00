// @ts-check
/**
 * "Content changed": said by the data cache when a publish expires its tags
 * (src/lib/cache/*-cache-handler.mjs), heard by the page cache of the front
 * (src/server/front.mjs), which then outdates the pages that read an expired tag. Both live in the
 * server process, the first inside Next's bundle and the second outside it, so they meet on a
 * global.
 *
 * It is said after the data cache has expired the tags, never before: a page rendered after
 * this moment reads the new content.
 */
import { randomUUID } from 'node:crypto'

const LISTENERS = Symbol.for('roster.contentChangedListeners')

/** @typedef {(tags: readonly string[]) => void} ContentChangedListener */

/** @returns {Set<ContentChangedListener>} */
function listeners() {
  const store = /** @type {{ [LISTENERS]?: Set<ContentChangedListener> }} */ (globalThis)
  return (store[LISTENERS] ??= new Set())
}

/** @param {ContentChangedListener} listener */
export function onContentChanged(listener) {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

/** @param {readonly string[]} tags the tags just expired */
export function contentChanged(tags) {
  for (const listener of listeners()) listener(tags)
}

const INSTANCE = Symbol.for('roster.instanceId')

/** This process's name on the channel, the same inside Next's bundle and outside it. */
function instanceId() {
  const store = /** @type {{ [INSTANCE]?: string }} */ (globalThis)
  return (store[INSTANCE] ??= randomUUID())
}

const FROM = 'from:'

/**
 * A publish as said on the channel: `from:{instance}`, then the tags, separated by spaces.
 * @param {readonly string[]} tags
 */
export const publishMessage = (tags) => [`${FROM}${instanceId()}`, ...tags].join(' ')

/**
 * The tags of a publish heard on the channel, or undefined for this instance's own, which it
 * heard already when it made it. A message without its sender (an instance of an earlier
 * version, during a deploy) is all tags.
 * @param {string} message
 * @returns {string[] | undefined}
 */
export function publishHeard(message) {
  const words = message.split(' ').filter(Boolean)
  if (!words[0]?.startsWith(FROM)) return words
  return words[0] === `${FROM}${instanceId()}` ? undefined : words.slice(1)
}

/** The Redis channel on which one instance's publish reaches the page caches of all. */
export const contentChangedChannel = (prefix = process.env.REDIS_KEY_PREFIX || 'roster:') =>
  `${prefix}content-changed`
