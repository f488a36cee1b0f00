/** Thrown by a full Semaphore: the route answers 503 with Retry-After instead of queueing. */
export class RenderQueueFull extends Error {
  constructor() {
    super('Too many PDFs waiting to be rendered')
  }
}

/**
 * The answer when a PDF's queue is full: 503, try again after `retryAfterS` seconds, never kept
 * by a cache in between.
 */
export const busyAnswer = (retryAfterS: number): Response =>
  Response.json(
    { statusCode: 503, message: 'Too many PDFs are being made; try again in a few seconds.' },
    {
      status: 503,
      headers: { 'Retry-After': String(retryAfterS), 'Cache-Control': 'no-store' },
    },
  )

/**
 * At most `slots` tasks at once; at most `maxWaiting` more wait their turn in order, and any
 * beyond are refused at once (RenderQueueFull), so a burst cannot pile up work without bound.
 */
export class Semaphore {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(
    private readonly slots: number,
    private readonly maxWaiting = Infinity,
  ) {}

  /** Tasks running now and tasks waiting for a slot. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length }
  }

  /** Whether a task started now would be refused: every slot taken and the queue full. */
  get full(): boolean {
    return this.running >= Math.max(1, this.slots) && this.waiting.length >= this.maxWaiting
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < Math.max(1, this.slots)) this.running++
    else if (this.full) throw new RenderQueueFull()
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    try {
      return await task()
    } finally {
      // The slot passes straight to the next waiter, so `running` stays the same.
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

/** Calls with the same arguments while one is under way share its result. */
export function singleFlight<Args extends (string | number)[], Result>(
  work: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const inFlight = new Map<string, Promise<Result>>()
  return (...args) => {
    const key = JSON.stringify(args)
    const running = inFlight.get(key)
    if (running) return running
    const started = work(...args).finally(() => inFlight.delete(key))
    inFlight.set(key, started)
    return started
  }
}
