// @ts-check
/**
 * What a render for the page cache read: the data cache tags of every cached read it made
 * (src/lib/data/cached.ts) and, for a page that shows the clock, when it goes out of date. The
 * front (src/server/front.mjs) keeps them with the page, so a publish outdates only the pages
 * that read what it changed, and a page is otherwise kept until something it shows changes
 * (docs/decisions/0039-pages-kept-until-what-they-show-changes.md).
 *
 * The front runs Next's handler for a render inside `recordRender`; the reads, deep inside
 * Next's bundle, write to the record through the async context they run in. Both sides live in
 * the server process, one inside the bundle and one outside it, so they meet on a global.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * @typedef {object} RenderRecord
 * @property {Set<string>} tags the data cache tags the render read, in their language-scoped form
 * @property {number} expiresAt when what it shows changes with the clock alone (ms since the
 *   epoch), or Infinity
 */

const STORAGE = Symbol.for('roster.renderRecords')
const store = /** @type {{ [STORAGE]?: AsyncLocalStorage<RenderRecord> }} */ (globalThis)
const records = (store[STORAGE] ??= new AsyncLocalStorage())

/** @returns {RenderRecord} */
export const emptyRecord = () => ({ tags: new Set(), expiresAt: Infinity })

/**
 * Runs `render` (Next's handler for one request) with `record` as what the reads it makes write
 * to.
 * @template T
 * @param {RenderRecord} record
 * @param {() => T} render
 * @returns {T}
 */
export function recordRender(record, render) {
  return records.run(record, render)
}

/**
 * Said by every cached read as it is made, from the data cache or not: the page read `tags`.
 * Outside a render for the page cache it does nothing.
 * @param {readonly string[]} tags
 */
export function noteTags(tags) {
  const record = records.getStore()
  if (record) for (const tag of tags) record.tags.add(tag)
}

/**
 * Said by what shows the clock (an office's "today"): the page is out of date at `moment`.
 * @param {Date} moment
 */
export function noteExpiry(moment) {
  const record = records.getStore()
  if (record) record.expiresAt = Math.min(record.expiresAt, moment.getTime())
}

/**
 * Runs `read` outside any render's record: for bookkeeping reads whose tags say nothing of what
 * the page shows (the talent index's list of who changed, lib/data/talent-index.ts), which would
 * otherwise outdate the page on every publish. The caller notes what the page does show.
 * @template T
 * @param {() => T} read
 * @returns {T}
 */
export function unrecorded(read) {
  return records.exit(read)
}
