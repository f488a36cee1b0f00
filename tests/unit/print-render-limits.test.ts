import { describe, expect, it } from 'vitest'

import { Semaphore, singleFlight } from '@/features/print/render-limits'

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
