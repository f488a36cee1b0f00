// @ts-check
/**
 * How many renders an instance does at once for anonymous visitors (docs/decisions/0013, issue
 * 30). Renders share one event loop with the page cache's hits: left unbounded, a client sending
 * addresses that all miss (a new value each time) takes the loop from every visitor the cache
 * could answer in a fraction of a millisecond.
 *
 * At most `concurrency` renders run; up to `queueLength` more wait, each at most `maxWaitMs`.
 * Beyond that a render is refused at once (`RenderRefused`), and the front answers with a stale
 * copy or a fast 503. A client that floods misses is thereby held in the queue, where its
 * connections cost nothing, instead of being answered as fast as it asks.
 *
 * While the page cache answers hits, renders yield to them: between two renders of one slot the
 * gate rests in proportion to the last render's length, so that back to back renders take at most
 * `share` of the time. With no hits to serve (a cold cache) renders run back to back.
 */

export class RenderRefused extends Error {
  name = 'RenderRefused'
  /** @param {string} why */
  constructor(why) {
    super(`No render now: ${why}`)
  }
}

/**
 * @typedef {object} Waiting
 * @property {() => void} start
 * @property {ReturnType<typeof setTimeout>} deadline
 */

export class RenderGate {
  /** Renders running now. */
  running = 0
  /** @type {Set<Waiting>} in arrival order */
  #waiting = new Set()

  /**
   * @param {{ concurrency: number, queueLength: number, maxWaitMs: number, share: number,
   *   now?: () => number }} options `share`: of the time, what renders may take when they come
   *   back to back (1: no rest)
   */
  constructor({ concurrency, queueLength, maxWaitMs, share, now = () => performance.now() }) {
    this.concurrency = Math.max(1, concurrency)
    this.queueLength = queueLength
    this.maxWaitMs = maxWaitMs
    this.share = Math.min(1, Math.max(0.05, share))
    this.now = now
    /** @type {number} slots resting after a render */
    this.resting = 0
  }

  /** Renders waiting for a slot. */
  get queued() {
    return this.#waiting.size
  }

  /** Whether a render asked for now would wait. */
  get busy() {
    return !this.#free() || this.#waiting.size > 0
  }

  /** Hits answered since the process started: a render during which there were some yields. */
  hits = 0

  /**
   * Runs `task` when a slot is free.
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>} rejects with RenderRefused when the queue is full or the wait too long
   */
  run(task) {
    if (this.#free() && this.#waiting.size === 0) return this.#start(task)
    if (this.#waiting.size >= this.queueLength)
      return Promise.reject(new RenderRefused('every render slot is busy and the queue is full'))
    return new Promise((resolve, reject) => {
      /** @type {Waiting} */
      const waiting = {
        start: () => this.#start(task).then(resolve, reject),
        deadline: setTimeout(() => {
          this.#waiting.delete(waiting)
          reject(new RenderRefused(`waited ${this.maxWaitMs} ms for a render slot`))
        }, this.maxWaitMs),
      }
      this.#waiting.add(waiting)
    })
  }

  #free() {
    return this.running + this.resting < this.concurrency
  }

  /**
   * @template T
   * @param {() => Promise<T>} task
   * @returns {Promise<T>}
   */
  #start(task) {
    this.running++
    const started = this.now()
    const hitsBefore = this.hits
    const release = () => {
      this.running--
      // Each slot renders at most share / concurrency of the time, so that all of them together
      // take at most `share`.
      const rest = (this.now() - started) * (this.concurrency / this.share - 1)
      // Rest only when renders queue (a lone miss is never held back) and hits are being served.
      if (rest < 1 || this.#waiting.size === 0 || this.hits === hitsBefore) return this.#next()
      this.resting++
      setTimeout(() => {
        this.resting--
        this.#next()
      }, rest).unref()
    }
    return Promise.resolve().then(task).finally(release)
  }

  #next() {
    while (this.#free()) {
      const [first] = this.#waiting
      if (!first) return
      this.#waiting.delete(first)
      clearTimeout(first.deadline)
      first.start()
    }
  }
}
