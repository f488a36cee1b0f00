import { describe, expect, it } from 'vitest'

import { RenderQueueFull, Semaphore, singleFlight } from '@/features/print/render-limits'

const tick = () => new Promise((resolve) => setTimeout(resolve, 5))

describe('Semaphore (PRINT_PDF_MAX_RENDERS)', () => {
  it('runs at most its number of tasks at once, the rest in turn', async () => {
    const slots = new Semaphore(2)
    let running = 0
    let most = 0
    const task = async () => {
      running++
      most = Math.max(most, running)
      await tick()
      running--
    }
    await Promise.all(Array.from({ length: 7 }, () => slots.run(task)))
    expect(most).toBe(2)
    expect(running).toBe(0)
  })

  it('lets at most its number of waiters queue, refuses the next at once, and takes more as the queue drains', async () => {
    const slots = new Semaphore(1, 2)
    const gates: (() => void)[] = []
    const started: number[] = []
    const task = (id: number) => () =>
      new Promise<number>((resolve) => {
        started.push(id)
        gates.push(() => resolve(id))
      })
    const first = slots.run(task(1))
    const queued = [slots.run(task(2)), slots.run(task(3))]
    expect(slots.load).toEqual({ running: 1, waiting: 2 })
    expect(slots.full).toBe(true)
    await expect(slots.run(task(4))).rejects.toBeInstanceOf(RenderQueueFull)
    expect(started).toEqual([1])

    gates.shift()!()
    expect(await first).toBe(1)
    expect(started).toEqual([1, 2])
    expect(slots.load).toEqual({ running: 1, waiting: 1 })
    expect(slots.full).toBe(false)
    const later = slots.run(task(5))
    expect(slots.load).toEqual({ running: 1, waiting: 2 })
    while (gates.length > 0 || started.length < 4) {
      await tick()
      gates.shift()?.()
    }
    expect(await Promise.all([...queued, later])).toEqual([2, 3, 5])
    expect(started).toEqual([1, 2, 3, 5])
    expect(slots.load).toEqual({ running: 0, waiting: 0 })
  })

  it('with no queue, runs what fits its slots and refuses the rest', async () => {
    const slots = new Semaphore(1, 0)
    expect(slots.full).toBe(false)
    let release!: () => void
    const running = slots.run(() => new Promise<void>((resolve) => (release = resolve)))
    expect(slots.full).toBe(true)
    await expect(slots.run(async () => 'second')).rejects.toBeInstanceOf(RenderQueueFull)
    release()
    await running
    expect(await slots.run(async () => 'third')).toBe('third')
  })

  it('frees its slot when a task fails', async () => {
    const slots = new Semaphore(1, 0)
    await expect(slots.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken')
    expect(await slots.run(async () => 'next')).toBe('next')
    expect(slots.load).toEqual({ running: 0, waiting: 0 })
  })
})

describe('singleFlight', () => {
  it('makes one call for concurrent requests of the same thing, a new one afterwards', async () => {
    let calls = 0
    const render = singleFlight(async (slug: string) => {
      calls++
      await tick()
      return `${slug}-${calls}`
    })
    const burst = await Promise.all(Array.from({ length: 20 }, () => render('ana')))
    expect(new Set(burst)).toEqual(new Set(['ana-1']))
    expect(await render('ben')).toBe('ben-2')
    expect(await render('ana')).toBe('ana-3')
  })
})
