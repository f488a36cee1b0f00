import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './harness'

/** Hostile bodies and images: each limit holds, quickly, without unbounded memory. */

let h: Harness
beforeAll(async () => {
  // 2 s instead of 10 s keeps the suite quick; the mechanism is the same.
  h = await startHarness({ IMAGE_PROXY_TIMEOUT_MS: '2000' })
})
afterAll(() => h.close())
beforeEach(() => h.allowLoopback(true))

/** Peak RSS growth, in MB, while `work` runs. */
async function peakRssGrowthMb<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = process.memoryUsage.rss()
  let peak = start
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss())
  }, 5)
  try {
    const result = await work()
    peak = Math.max(peak, process.memoryUsage.rss())
    return { result, growth: (peak - start) / 1024 / 1024 }
  } finally {
    clearInterval(timer)
  }
}

type Timed = { response: Response; text: string; ms: number }

async function timed(send: () => Promise<Response>): Promise<Timed> {
  const started = performance.now()
  const response = await send()
  const text = await response.text()
  return { response, text, ms: performance.now() - started }
}

describe('time', () => {
  it('answers 504 when the upstream is slow to answer', async () => {
    const { response, ms } = await timed(() => h.get({ src: h.remote('/slow?delay=30000') }))
    expect(response.status).toBe(504)
    expect(ms).toBeLessThan(3500)
  })

  it('answers 504 when the body trickles at 1 byte per second (a total deadline, not idle)', async () => {
    const { response, ms } = await timed(() => h.get({ src: h.remote('/trickle') }))
    expect(response.status).toBe(504)
    expect(ms).toBeGreaterThan(1900)
    expect(ms).toBeLessThan(3500)
  })
})

describe('size', () => {
  it('cuts an endless body at 20 MB with 413, in bounded memory, while serving others', async () => {
    const cached = { src: h.remote('/photo.jpg?warm=1'), w: '320' }
    expect((await h.get(cached)).status).toBe(200)
    const { result, growth } = await peakRssGrowthMb(async () => {
      const endless = timed(() => h.get({ src: h.remote('/endless?n=1') }))
      await new Promise((resolve) => setTimeout(resolve, 50))
      const meanwhile = await timed(() => h.get(cached))
      return { endless: await endless, meanwhile }
    })
    expect(result.endless.response.status).toBe(413)
    expect(result.endless.text).toBe('Source image too large')
    expect(result.meanwhile.response.status).toBe(200)
    expect(result.meanwhile.ms).toBeLessThan(result.endless.ms)
    expect(growth).toBeLessThan(100)
  })

  it('does not believe a Content-Length that lies: the extra bytes are never taken as image', async () => {
    const { result, growth } = await peakRssGrowthMb(() =>
      timed(() => h.get({ src: h.remote('/liar') })),
    )
    // Only the declared 1 KB is read: a cut JPEG, refused as damaged.
    expect(result.response.status).toBe(415)
    expect(growth).toBeLessThan(100)
  })

  it('refuses at once a declared length over the limit, without reading the body', async () => {
    const { response, ms } = await timed(() => h.get({ src: h.remote('/declared-huge') }))
    expect(response.status).toBe(413)
    expect(ms).toBeLessThan(1000)
  })

  it('refuses a 20000x20000 PNG from its header: 413 in under a second, in bounded memory', async () => {
    const { result, growth } = await peakRssGrowthMb(() =>
      timed(() => h.get({ src: h.remote('/bomb.png'), w: '64' })),
    )
    expect(result.response.status).toBe(413)
    expect(result.ms).toBeLessThan(1000)
    expect(growth).toBeLessThan(100)
  })

  it('refuses a GIF of 101 frames with 413', async () => {
    const { response, ms } = await timed(() => h.get({ src: h.remote('/frames.gif') }))
    expect(response.status).toBe(413)
    expect(ms).toBeLessThan(1000)
  })
})

describe('content', () => {
  it('answers 415 for HTML served as image/png, without echoing it', async () => {
    const response = await h.get({ src: h.remote('/html-as-png') })
    expect(response.status).toBe(415)
    const text = await response.text()
    expect(text).not.toMatch(/script|secret|html/i)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
  })

  it('never rasterises a remote SVG', async () => {
    const response = await h.get({ src: h.remote('/script.svg'), w: '64' })
    expect(response.status).toBe(415)
    expect(await response.text()).not.toContain('alert')
  })
})
