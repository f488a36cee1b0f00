// @ts-check
/**
 * The rendered pages the front (src/server/front.mjs) answers repeat visits from: in memory,
 * within a byte budget, least recently used first out.
 *
 * An entry is fresh for `freshMs`; after that it is still served while one render replaces it
 * in the background (stale-while-revalidate), so a busy page never waits for a render. A content
 * change drops at once every entry it may touch (`clear`: all, or those of the languages it
 * changed), and bumps the generation: a render that began before the change may have read the
 * old content, so its result is not kept.
 */

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {[string, string][]} headers what every answer from this entry carries
 * @property {{ br: Buffer, gzip: Buffer }} bodies the body, compressed once when stored
 * @property {string} etag
 * @property {string} language the answer's `Content-Language` (set by src/proxy.ts), or ''
 * @property {number} storedAt
 * @property {Record<'HIT' | 'MISS', Record<'br' | 'gzip' | 'identity', string[]>>} wire the
 *   headers of an answer, by how it was found and its encoding, flat as `writeHead` takes them,
 *   made once: an answer given all its headers at once takes Node's fast path, one set before
 *   (`setHeader`) sends every header through validation again
 * @property {Record<'HIT' | 'MISS', string[]>} notModified the headers of a 304, flat, by how
 *   the page was found
 */

/**
 * What a page takes of the budget: its bodies, headers and key (a navigation payload's key holds
 * the router's state, a few KB).
 * @param {string} key
 * @param {CachedPage} page
 */
export const pageBytes = (key, page) =>
  key.length +
  page.bodies.br.length +
  page.bodies.gzip.length +
  page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0)

export class PageCache {
  /** @type {Map<string, CachedPage>} in use order: the first key is the least recently used */
  #pages = new Map()
  /** @type {Map<string, Promise<CachedPage | undefined>>} renders under way, one per key */
  #rendering = new Map()
  #bytes = 0
  #generation = 0

  /** @param {{ maxBytes: number, freshMs: number, now?: () => number }} options */
  constructor({ maxBytes, freshMs, now = Date.now }) {
    this.maxBytes = maxBytes
    this.freshMs = freshMs
    this.now = now
  }

  get size() {
    return this.#pages.size
  }

  get bytes() {
    return this.#bytes
  }

  /**
   * The kept page for `key`, or undefined: the front's hit path, without a promise. A stale page
   * is returned at once and rendered again behind it.
   * @param {string} key
   * @param {() => Promise<CachedPage | undefined>} render
   * @returns {CachedPage | undefined}
   */
  lookup(key, render) {
    const page = this.#pages.get(key)
    if (!page) return undefined
    this.#pages.delete(key)
    this.#pages.set(key, page)
    if (this.now() - page.storedAt > this.freshMs) {
      // Nobody waits on this render: the stale page stays until one succeeds.
      this.#renderOnce(key, render).catch((error) =>
        console.error('[page cache] A render to refresh a stale page failed:', error),
      )
    }
    return page
  }

  /**
   * The page for `key`, rendering it when there is none (one render per key however many ask
   * at once).
   * @param {string} key
   * @param {() => Promise<CachedPage | undefined>} render resolves undefined for an answer that
   *   must not be kept (an error, a cookie, a page that is not for everyone)
   * @returns {Promise<{ page: CachedPage | undefined, hit: boolean }>}
   */
  async get(key, render) {
    const page = this.lookup(key, render)
    if (page) return { page, hit: true }
    return { page: await this.#renderOnce(key, render), hit: false }
  }

  /**
   * After a publish: every page, or only the pages in `languages` (a change of translations
   * alone). Renders already under way are not kept either.
   * @param {ReadonlySet<string>} [languages]
   */
  clear(languages) {
    this.#generation++
    this.#rendering.clear()
    if (!languages) {
      this.#pages.clear()
      this.#bytes = 0
      return
    }
    for (const [key, page] of this.#pages) {
      // An answer that names no language may read anything: it goes with every change.
      if (page.language && !languages.has(page.language)) continue
      this.#pages.delete(key)
      this.#bytes -= pageBytes(key, page)
    }
  }

  /**
   * @param {string} key
   * @param {() => Promise<CachedPage | undefined>} render
   */
  #renderOnce(key, render) {
    const running = this.#rendering.get(key)
    if (running) return running
    const generation = this.#generation
    const rendering = render()
      .then((page) => {
        if (page && generation === this.#generation) this.#store(key, page)
        return page
      })
      .finally(() => {
        if (this.#rendering.get(key) === rendering) this.#rendering.delete(key)
      })
    this.#rendering.set(key, rendering)
    return rendering
  }

  /**
   * @param {string} key
   * @param {CachedPage} page
   */
  #store(key, page) {
    const bytes = pageBytes(key, page)
    if (bytes > this.maxBytes) return
    const previous = this.#pages.get(key)
    if (previous) {
      this.#bytes -= pageBytes(key, previous)
      this.#pages.delete(key)
    }
    this.#pages.set(key, page)
    this.#bytes += bytes
    for (const [oldestKey, oldest] of this.#pages) {
      if (this.#bytes <= this.maxBytes) break
      this.#pages.delete(oldestKey)
      this.#bytes -= pageBytes(oldestKey, oldest)
    }
  }
}
