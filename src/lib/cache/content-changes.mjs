// @ts-check
/**
 * "Content changed": said by the data cache when a publish expires its tags
 * (src/lib/cache/*-cache-handler.mjs), heard by the page cache of the front
 * (src/server/front.mjs), which then drops every page. Both live in the server process, the
 * first inside Next's bundle and the second outside it, so they meet on a global.
 *
 * It is said after the data cache has expired the tags, never before: a page rendered after
 * this moment reads the new content.
 */
const LISTENERS = Symbol.for('roster.contentChangedListeners')

/** @returns {Set<() => void>} */
function listeners() {
  const store = /** @type {{ [LISTENERS]?: Set<() => void> }} */ (globalThis)
  return (store[LISTENERS] ??= new Set())
}

/** @param {() => void} listener */
export function onContentChanged(listener) {
  listeners().add(listener)
  return () => listeners().delete(listener)
}

export function contentChanged() {
  for (const listener of listeners()) listener()
}

/** The Redis channel on which one instance's publish reaches the page caches of all. */
export const contentChangedChannel = (prefix = process.env.REDIS_KEY_PREFIX || 'roster:') =>
  `${prefix}content-changed`
