import { describe, expect, it } from 'vitest'
import { ProxyError } from '@/features/image-proxy/errors'
import { Limiter } from '@/features/image-proxy/limiter'

function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('Limiter', () => {
  it('never runs more than max tasks at once, and runs queued ones in order', async () => {
    const limiter = new Limiter(2, 10, 1000)
    const gates = [deferred(), deferred(), deferred(), deferred()]
    let running = 0
    let peak = 0
    const order: number[] = []
    const tasks = gates.map((gate, i) =>
      limiter.run(async () => {
        running++
        peak = Math.max(peak, running)
        order.push(i)
        await gate.promise
        running--
      }),
    )
    await tick()
    expect([limiter.active, limiter.waiting]).toEqual([2, 2])
    gates.forEach((gate) => gate.resolve())
    await Promise.all(tasks)
    expect(peak).toBe(2)
    expect(order).toEqual([0, 1, 2, 3])
    expect([limiter.active, limiter.waiting]).toEqual([0, 0])
  })

  it('refuses at once with 503 when the queue is full', async () => {
    const limiter = new Limiter(1, 1, 1000)
    const gate = deferred()
    const first = limiter.run(() => gate.promise)
    const second = limiter.run(async () => 'queued')
    await expect(limiter.run(async () => 'third')).rejects.toMatchObject({ status: 503 })
    gate.resolve()
    await first
    await expect(second).resolves.toBe('queued')
  })

  it('gives up waiting after maxWaitMs with 503, and frees the queue place', async () => {
    const limiter = new Limiter(1, 5, 30)
    const gate = deferred()
    const first = limiter.run(() => gate.promise)
    const started = Date.now()
    const error = await limiter.run(async () => 'late').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ProxyError)
    expect((error as ProxyError).status).toBe(503)
    expect(Date.now() - started).toBeGreaterThanOrEqual(25)
    expect(limiter.waiting).toBe(0)
    gate.resolve()
    await first
    expect(limiter.active).toBe(0)
  })

  it('frees the slot when a task fails', async () => {
    const limiter = new Limiter(1, 0, 10)
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await expect(limiter.run(async () => 'next')).resolves.toBe('next')
  })
})
