// @ts-check
/**
 * The rendered pages the front (src/server/front.mjs) answers repeat visits from: in memory,
 * within a byte budget, least recently used first out.
 *
 * An entry is fresh until something it shows changes: a publish that expires a data cache tag
 * its render read, or the clock, for a page that shows it (`expiresAt`), and at most `freshMs`,
 * a safety net. After that it is still served while one render replaces it in the background
 * (stale-while-revalidate), so a busy page never waits for a render.
 *
 * A content change (`clear`, with the tags it expired) bumps the generation: a render that began
 * before it may have read the old content, so its result is not kept. What it does to the
 * entries that read an expired tag (an entry whose render noted none may have read anything)
 * depends on `graceAfterPublishMs`: 0 drops them at once; above 0 keeps them outdated, served for
 * that long while a render replaces each (a publish never makes a visitor wait), after that only
 * when no render can be had (the front's render gate is full), and not at all once
 * `outdatedForMs` have passed.
 */

/**
 * @typedef {object} CachedPage
 * @property {number} status
 * @property {[string, string][]} headers what every answer from this entry carries, but its
 *   `Cache-Control` (which differs for an alias)
 * @property {{ br: Buffer, gzip?: Buffer }} bodies the body, compressed with brotli once when
 *   stored, and with gzip once a client without brotli asks (cached-answer.mjs, withGzip)
 * @property {boolean} finestBrotli whether `bodies.br` is at brotli's best quality: a page is
 *   first kept at a quick one, then compressed again (cached-answer.mjs, finerPage)
 * @property {string} etag
 * @property {number} storedAt
 * @property {ReadonlySet<string> | undefined} tags the data cache tags its render read
 *   (src/lib/cache/render-record.mjs), or undefined when it noted none: it then goes with every
 *   content change
 * @property {number} expiresAt when what it shows changes with the clock alone, or Infinity
 * @property {import('./front.mjs').RenderAsk} [ask] how it was rendered, to render it again
 * @property {Answers} answers the headers of an answer, by how it was found and its encoding,
 *   flat as `writeHead` takes them, made once: an answer given all its headers at once takes
 *   Node's fast path, one set before (`setHeader`) sends every header through validation again
 * @property {Answers} aliasAnswers the same, for a request at another address than the page's
 *   canonical one (cache-policy.mjs): shared caches are told not to keep it under that address
 */

/**
 * How an answer was found, said in `x-roster-cache`: kept and fresh, rendered for it, or kept but
 * stale (sent while a render replaces it; after a publish, the old page).
 * @typedef {'HIT' | 'MISS' | 'STALE'} CacheState
 * @typedef {{ br: string[], gzip?: string[], identity: string[], notModified: string[] }}
 *   AnswersOfState the gzip answer once the page has a gzip body
 * @typedef {Record<CacheState, AnswersOfState>} Answers
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
  (page.bodies.gzip?.length ?? 0) +
  page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0) +
  // The render it was asked with, kept to render it again: a navigation's state tree is long.
  Object.entries(page.ask?.headers ?? {}).reduce(
    (sum, [name, value]) => sum + name.length + String(value).length,
    0,
  )

/**
 * How a kept page may be used: `fresh`, sent; `stale`, sent while a render replaces it;
 * `outdated` (a publish changed it a while ago), sent only when no render can be had.
 * @typedef {'fresh' | 'stale' | 'outdated'} Freshness
 */

export class PageCache {
  /** @type {Map<string, CachedPage>} in use order: the first key is the least recently used */
  #pages = new Map()
  /** @type {Map<string, number>} when a publish outdated a kept page, by key */
  #outdatedAt = new Map()
  /** @type {Map<string, Promise<CachedPage | undefined>>} renders under way, one per key */
  #rendering = new Map()
  #bytes = 0
  #generation = 0

  /**
   * @param {{ maxBytes: number, freshMs: number, graceAfterPublishMs?: number,
   *   outdatedForMs?: number, now?: () => number }} options
   */
  constructor({
    maxBytes,
    freshMs,
    graceAfterPublishMs = 0,
    outdatedForMs = freshMs,
    now = Date.now,
  }) {
    this.maxBytes = maxBytes
    this.freshMs = freshMs
    this.graceAfterPublishMs = graceAfterPublishMs
    this.outdatedForMs = outdatedForMs
    this.now = now
  }

  get size() {
    return this.#pages.size
  }

  get bytes() {
    return this.#bytes
  }

  /** Renders under way. */
  get rendering() {
    return this.#rendering.size
  }

  /**
   * The kept page for `key` and how it may be used, or undefined: the front's hit path, without
   * a promise.
   * @param {string} key
   * @returns {{ page: CachedPage, freshness: Freshness } | undefined}
   */
  lookup(key) {
    const page = this.#pages.get(key)
    if (!page) return undefined
    this.#pages.delete(key)
    this.#pages.set(key, page)
    const now = this.now()
    const outdatedAt = this.#outdatedAt.get(key)
    if (outdatedAt !== undefined) {
      const since = now - outdatedAt
      // Long after the publish it may show what is gone (a talent taken off the site): forgotten.
      if (since > this.outdatedForMs) {
        this.#drop(key)
        return undefined
      }
      return { page, freshness: since <= this.graceAfterPublishMs ? 'stale' : 'outdated' }
    }
    const stale = now - page.storedAt > this.freshMs || now >= page.expiresAt
    return { page, freshness: stale ? 'stale' : 'fresh' }
  }

  /**
   * Whether the page kept for `key` is one a publish changed, not yet rendered again.
   * @param {string} key
   */
  isOutdated(key) {
    return this.#outdatedAt.has(key)
  }

  /**
   * The page kept for `key`, if any, as it is: no freshness, and its place in the use order kept.
   * @param {string} key
   * @returns {CachedPage | undefined}
   */
  peek(key) {
    return this.#pages.get(key)
  }

  /**
   * Renders the page for `key` and keeps it: one render per key however many ask at once.
   * @param {string} key
   * @param {() => Promise<CachedPage | undefined>} render resolves undefined for an answer that
   *   must not be kept (an error, a cookie, a page that is not for everyone): a page kept under
   *   `key` is then dropped, since it is no longer what the address shows
   * @returns {Promise<CachedPage | undefined>}
   */
  render(key, render) {
    const running = this.#rendering.get(key)
    if (running) return running
    const generation = this.#generation
    const rendering = render()
      .then((page) => {
        if (generation !== this.#generation) return page
        if (page) this.#store(key, page)
        else this.#drop(key)
        return page
      })
      .finally(() => {
        if (this.#rendering.get(key) === rendering) this.#rendering.delete(key)
      })
    this.#rendering.set(key, rendering)
    return rendering
  }

  /** The generation now: pass it to `keep` with a page rendered from here on. */
  get generation() {
    return this.#generation
  }

  /**
   * Keeps a page rendered elsewhere (the front keeps a not-found answer met while rendering for
   * the page cache), unless a content change came after `generation`.
   * @param {string} key
   * @param {CachedPage} page
   * @param {number} generation
   */
  keep(key, page, generation) {
    if (generation === this.#generation) this.#store(key, page)
  }

  /**
   * After a publish: the pages that read one of `tags`, the data cache tags it expired, or every
   * page when it names none (anything may have changed). Renders already under way are not kept.
   * @param {readonly string[]} [tags]
   * @returns {string[]} the keys of the pages it outdated or dropped, most lately used first
   */
  clear(tags = []) {
    this.#generation++
    this.#rendering.clear()
    const now = this.now()
    /** @type {string[]} */
    const touched = []
    for (const [key, page] of this.#pages) {
      if (tags.length > 0 && page.tags && !tags.some((tag) => page.tags?.has(tag))) continue
      touched.push(key)
      if (this.graceAfterPublishMs === 0) this.#drop(key)
      // The first publish since the page was rendered counts: it has been outdated since then.
      else if (!this.#outdatedAt.has(key)) this.#outdatedAt.set(key, now)
    }
    return touched.reverse()
  }

  /**
   * @param {string} key
   * @param {CachedPage} page
   */
  #store(key, page) {
    const bytes = pageBytes(key, page)
    // Too large to keep: the page kept before it is no longer what the address shows either.
    this.#drop(key)
    if (bytes > this.maxBytes) return
    this.#pages.set(key, page)
    this.#bytes += bytes
    for (const oldestKey of this.#pages.keys()) {
      if (this.#bytes <= this.maxBytes) break
      this.#drop(oldestKey)
    }
  }

  /**
   * Keeps `replacement` instead of `page`, where it keeps its place in the use order, if `page` is
   * still what `key` holds (a render or a publish since may have changed it).
   * @param {string} key
   * @param {CachedPage} page
   * @param {CachedPage} replacement the same page, otherwise encoded
   */
  replace(key, page, replacement) {
    if (this.#pages.get(key) !== page) return
    this.#pages.set(key, replacement)
    this.#bytes += pageBytes(key, replacement) - pageBytes(key, page)
    // A second encoding takes more: the least recently used others make room for it.
    for (const oldestKey of this.#pages.keys()) {
      if (this.#bytes <= this.maxBytes) break
      if (oldestKey !== key) this.#drop(oldestKey)
    }
  }

  /**
   * Forgets the page kept for `key`, if any.
   * @param {string} key
   */
  drop(key) {
    this.#drop(key)
  }

  /** @param {string} key */
  #drop(key) {
    const page = this.#pages.get(key)
    this.#outdatedAt.delete(key)
    if (!page) return
    this.#pages.delete(key)
    this.#bytes -= pageBytes(key, page)
  }
}
