import { ProxyError } from './errors'

type Waiter = { start: () => void; timer: NodeJS.Timeout }

/**
 * A concurrency gate: at most `max` tasks run at once; up to `maxQueue` more wait at most
 * `maxWaitMs` for a slot. Anything beyond is refused at once with 503, so a burst of work
 * cannot pile up without bound.
 */
export class Limiter {
  private running = 0
  private readonly queue: Waiter[] = []

  constructor(
    private readonly max: number,
    private readonly maxQueue: number,
    private readonly maxWaitMs: number,
  ) {}

  get active(): number {
    return this.running
  }

  get waiting(): number {
    return this.queue.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire()
    try {
      return await task()
    } finally {
      this.release()
    }
  }

  private acquire(): Promise<void> {
    if (this.running < this.max) {
      this.running++
      return Promise.resolve()
    }
    if (this.queue.length >= this.maxQueue) return Promise.reject(busy())
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer)
          resolve()
        },
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1)
          reject(busy())
        }, this.maxWaitMs),
      }
      this.queue.push(waiter)
    })
  }

  private release(): void {
    const next = this.queue.shift()
    // The slot passes straight to the next waiter, so `running` stays the same.
    if (next) next.start()
    else this.running--
  }
}

function busy(): ProxyError {
  return new ProxyError(503, 'Busy, try again shortly')
}
