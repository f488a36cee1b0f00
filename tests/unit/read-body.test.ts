/**
 * The body reader every form and the webhook use (lib/http/read-body.ts) and the nesting measure
 * of JSON bodies (lib/http/json-depth.ts): refuse by the declared length before pulling a byte,
 * cut an undeclared body at the limit, drop one that stops arriving, and measure any depth
 * without recursion.
 */
import { describe, expect, it } from 'vitest'

import { nestedDeeperThan } from '@/lib/http/json-depth'
import { BodyTimeoutError, BodyTooLargeError, readBody } from '@/lib/http/read-body'

const CHUNK = 1024

/** Sends `chunks` chunks when pulled, then stalls; counts what was pulled. */
function counting(chunks: number) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= chunks * CHUNK) return new Promise<void>(() => {})
        seen.pulled += CHUNK
        controller.enqueue(new Uint8Array(CHUNK))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, seen }
}

const post = (body: ReadableStream<Uint8Array> | string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)

describe('readBody', () => {
  it('refuses a declared length over the limit before pulling a byte', async () => {
    const { stream, seen } = counting(20 * 1024)
    const request = post(stream, { 'content-length': String(20 * 1024 * CHUNK) })
    await expect(readBody(request, 64 * CHUNK)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(seen.pulled).toBe(0)
  })

  it('cuts an undeclared body one chunk past the limit, and cancels it', async () => {
    const { stream, seen } = counting(20 * 1024)
    await expect(readBody(post(stream), 64 * CHUNK)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(seen.pulled).toBe(65 * CHUNK)
    expect(seen.cancelled).toBe(true)
  })

  it('reads a body within the limit whole', async () => {
    expect((await readBody(post('{"a":1}'), 100, { idleTimeoutMs: 1000 })).toString()).toBe(
      '{"a":1}',
    )
  })

  it('drops a body that stops arriving after the idle timeout, and cancels it', async () => {
    const { stream, seen } = counting(3)
    const started = Date.now()
    await expect(readBody(post(stream), 64 * CHUNK, { idleTimeoutMs: 100 })).rejects.toBeInstanceOf(
      BodyTimeoutError,
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(90)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(seen.pulled).toBe(3 * CHUNK)
    expect(seen.cancelled).toBe(true)
  })

  it('times idleness per chunk, not the whole body: a slow steady body is read', async () => {
    let sent = 0
    const slow = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          if (sent === 5) return controller.close()
          await new Promise((resolve) => setTimeout(resolve, 40))
          sent++
          controller.enqueue(new Uint8Array(CHUNK))
        },
      },
      { highWaterMark: 0 },
    )
    const body = await readBody(post(slow), 64 * CHUNK, { idleTimeoutMs: 100 })
    expect(body.length).toBe(5 * CHUNK)
  })
})

describe('nestedDeeperThan', () => {
  it.each([
    ['a string', 'x', 0, false],
    ['a number', 1, 0, false],
    ['null', null, 0, false],
    ['an empty array', [], 0, true],
    ['an empty array', [], 1, false],
    ['a record of flat fields', { a: 'x', b: ['y'] }, 2, false],
    ['a record of flat fields', { a: 'x', b: ['y'] }, 1, true],
    ['[[[]]]', [[[]]], 3, false],
    ['[[[]]]', [[[]]], 2, true],
    ['a deep branch beside shallow ones', { a: 1, b: { c: { d: [{}] } } }, 4, true],
  ])('%s (%j) deeper than %i: %s', (_label, value, maxDepth, deeper) => {
    expect(nestedDeeperThan(value, maxDepth)).toBe(deeper)
  })

  it('measures a million levels without overflowing the stack', () => {
    const depth = 1_000_000
    const value: unknown = JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`)
    expect(nestedDeeperThan(value, 8)).toBe(true)
    expect(nestedDeeperThan(value, depth)).toBe(false)
  })
})
