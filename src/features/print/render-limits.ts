/** At most `slots` tasks at once; the others wait their turn in order. */
export class Semaphore {
  private running = 0
  private readonly waiting: (() => void)[] = []

  constructor(private readonly slots: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= Math.max(1, this.slots))
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.running++
    try {
      return await task()
    } finally {
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
