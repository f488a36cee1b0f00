// Requests with one key run one after another in this process, so a burst of retries stores
// once and the rest replay it; across processes the key's unique index does the same.
const inFlight = new Map<string, Promise<unknown>>()

export async function oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
  const before = inFlight.get(key) ?? Promise.resolve()
  const run = before.then(task, task)
  const settled = run.catch(() => undefined)
  inFlight.set(key, settled)
  try {
    return await run
  } finally {
    if (inFlight.get(key) === settled) inFlight.delete(key)
  }
}
