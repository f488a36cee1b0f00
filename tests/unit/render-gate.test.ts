import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { RenderGate, RenderRefused } from '@/server/render-gate.mjs'

/**
 * The gate under fake timers: its waits and rests are timers, and its clock is `Date.now`, which
 * the fake timers move too.
 */
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const gateOf = (options: Partial<ConstructorParameters<typeof RenderGate>[0]> = {}) =>
  new RenderGate({
    concurrency: 1,
    queueLength: 10,
    maxWaitMs: 5000,
    share: 1,
    now: () => Date.now(),
    ...options,
  })

function deferred() {
  let resolve!: () => void
  let reject!: (error: Error) => void
  const promise = new Promise<void>((done, fail) => ((resolve = done), (reject = fail)))
  return { promise, resolve, reject }
}

/** Lets the gate's promise callbacks run, without moving the clock. */
const settle = () => vi.advanceTimersByTimeAsync(0)

/** A task that says when it starts and ends when told. */
function task(name: string, started: string[]) {
  const done = deferred()
  const run = () => {
    started.push(name)
    return done.promise.then(() => name)
  }
  return { run, ...done }
}

/** A task that takes `ms` of the clock. */
const taking = (ms: number, name: string, started: string[]) => () => {
  started.push(name)
  return new Promise<string>((resolve) => setTimeout(() => resolve(name), ms))
}

describe('the render gate', () => {
  it('runs at most `concurrency` renders, the others in the order they came', async () => {
    const gate = gateOf({ concurrency: 2 })
    const started: string[] = []
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => task(name, started))
    const results = tasks.map((one) => gate.run(one.run))
    await settle()
    expect(started).toEqual(['a', 'b'])
    expect([gate.running, gate.queued, gate.busy]).toEqual([2, 3, true])
    tasks[1]!.resolve()
    await settle()
    expect(started).toEqual(['a', 'b', 'c'])
    expect([gate.running, gate.queued]).toEqual([2, 2])
    tasks[0]!.resolve()
    tasks[2]!.resolve()
    await settle()
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e'])
    tasks[3]!.resolve()
    tasks[4]!.resolve()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e'])
    expect([gate.running, gate.queued, gate.busy]).toEqual([0, 0, false])
  })

  it('queues up to `queueLength`, then refuses at once and never runs the refused task', async () => {
    const gate = gateOf({ queueLength: 2 })
    const started: string[] = []
    const first = task('first', started)
    const running = gate.run(first.run)
    const queued = [gate.run(async () => 'q1'), gate.run(async () => 'q2')]
    let refusedRan = false
    const refused = gate.run(async () => ((refusedRan = true), 'refused'))
    // No time passes: the refusal does not wait for a slot or a deadline.
    await expect(refused).rejects.toBeInstanceOf(RenderRefused)
    expect(gate.queued).toBe(2)
    first.resolve()
    expect(await running).toBe('first')
    expect(await Promise.all(queued)).toEqual(['q1', 'q2'])
    expect(refusedRan).toBe(false)
  })

  it('refuses with no queue at all when every slot is busy', async () => {
    const gate = gateOf({ queueLength: 0 })
    const first = task('first', [])
    const running = gate.run(first.run)
    // Busy with a slot taken and nobody waiting: a render asked now would wait.
    expect(gate.busy).toBe(true)
    await expect(gate.run(async () => 'second')).rejects.toBeInstanceOf(RenderRefused)
    first.resolve()
    await running
    expect(await gate.run(async () => 'third')).toBe('third')
  })

  it('refuses a queued render after `maxWaitMs`, and never runs it', async () => {
    const gate = gateOf({ maxWaitMs: 1000 })
    const started: string[] = []
    const first = task('first', started)
    const running = gate.run(first.run)
    const late = gate.run(async () => (started.push('late'), 'late'))
    let outcome: unknown
    late.then(
      (value) => (outcome = value),
      (error: unknown) => (outcome = error),
    )
    await vi.advanceTimersByTimeAsync(999)
    expect(outcome).toBeUndefined()
    expect(gate.queued).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(outcome).toBeInstanceOf(RenderRefused)
    expect(gate.queued).toBe(0)
    first.resolve()
    await running
    await settle()
    expect(started).toEqual(['first'])
    expect(gate.running).toBe(0)
  })

  it('starts a queued render in time and stops its deadline', async () => {
    const gate = gateOf({ maxWaitMs: 1000 })
    const started: string[] = []
    const first = gate.run(taking(600, 'first', started))
    const second = gate.run(taking(600, 'second', started))
    await vi.advanceTimersByTimeAsync(600)
    expect(started).toEqual(['first', 'second'])
    // Past the deadline it had while waiting, it runs to its end.
    await vi.advanceTimersByTimeAsync(600)
    expect(await Promise.all([first, second])).toEqual(['first', 'second'])
  })

  it('frees the slot of a render that failed, and passes its error on', async () => {
    const gate = gateOf()
    const started: string[] = []
    const failing = task('failing', started)
    const failed = gate.run(failing.run)
    const next = gate.run(async () => (started.push('next'), 'next'))
    failing.reject(new Error('render crashed'))
    await expect(failed).rejects.toThrow('render crashed')
    expect(await next).toBe('next')
    const thrown = gate.run(() => {
      throw new Error('thrown at once')
    })
    await expect(thrown).rejects.toThrow('thrown at once')
    expect(await gate.run(async () => 'after')).toBe('after')
    expect([gate.running, gate.queued]).toEqual([0, 0])
  })
})

describe('the render gate’s rest between back-to-back renders', () => {
  /** A task that takes `ms` of the clock while the page cache answers a hit. */
  const takingWithHits =
    (gate: RenderGate, ms: number, name: string, started: string[]) => async () => {
      const result = taking(ms, name, started)()
      gate.hits++
      return result
    }

  it('with share 0.5, rests a slot as long as its render when others wait and hits come', async () => {
    const gate = gateOf({ share: 0.5 })
    const started: string[] = []
    const first = gate.run(takingWithHits(gate, 100, 'first', started))
    const second = gate.run(taking(100, 'second', started))
    expect(gate.busy).toBe(true)
    await vi.advanceTimersByTimeAsync(100)
    expect(await first).toBe('first')
    expect(started).toEqual(['first'])
    expect(gate.resting).toBe(1)
    await vi.advanceTimersByTimeAsync(99)
    expect(started).toEqual(['first'])
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toEqual(['first', 'second'])
    expect(gate.resting).toBe(0)
    await vi.advanceTimersByTimeAsync(100)
    expect(await second).toBe('second')
    expect(gate.busy).toBe(false)
  })

  it('never holds back a render that comes alone', async () => {
    const gate = gateOf({ share: 0.5 })
    const started: string[] = []
    const first = gate.run(takingWithHits(gate, 100, 'first', started))
    await vi.advanceTimersByTimeAsync(100)
    await first
    expect([gate.resting, gate.busy]).toEqual([0, false])
    void gate.run(taking(100, 'alone', started))
    await settle()
    expect(started).toEqual(['first', 'alone'])
  })

  it('runs renders back to back while no hit is answered (a cold cache)', async () => {
    const gate = gateOf({ share: 0.5 })
    const started: string[] = []
    void gate.run(taking(100, 'first', started))
    void gate.run(taking(100, 'second', started))
    await vi.advanceTimersByTimeAsync(100)
    expect(started).toEqual(['first', 'second'])
    expect(gate.resting).toBe(0)
  })

  it('with share 1, starts the next render as soon as a slot frees', async () => {
    const gate = gateOf({ share: 1 })
    const started: string[] = []
    void gate.run(takingWithHits(gate, 100, 'first', started))
    void gate.run(taking(100, 'second', started))
    await vi.advanceTimersByTimeAsync(100)
    expect(started).toEqual(['first', 'second'])
    expect(gate.resting).toBe(0)
  })

  it('counts a resting slot as busy, and rests each of two slots for both to take at most the share', async () => {
    const gate = gateOf({ concurrency: 2, share: 0.5 })
    const started: string[] = []
    void gate.run(taking(1000, 'long', started))
    void gate.run(takingWithHits(gate, 100, 'short', started))
    void gate.run(taking(100, 'queued', started))
    await vi.advanceTimersByTimeAsync(100)
    expect([gate.running, gate.resting, gate.queued, gate.busy]).toEqual([1, 1, 1, true])
    // Each of two slots renders a quarter of the time: a render of 100 ms, then 300 ms of rest.
    await vi.advanceTimersByTimeAsync(299)
    expect(started).toEqual(['long', 'short'])
    await vi.advanceTimersByTimeAsync(1)
    expect(started).toEqual(['long', 'short', 'queued'])
    expect([gate.running, gate.resting, gate.queued]).toEqual([2, 0, 0])
  })
})
