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

/** The Redis channel on which one instance's publish reaches the page caches of all. */
export const contentChangedChannel = (prefix = process.env.REDIS_KEY_PREFIX || 'roster:') =>
  `${prefix}content-changed`
