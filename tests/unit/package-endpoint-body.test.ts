/**
 * A package client's posts (features/packages/endpoint.ts) read their body themselves, within
 * limits, since the proxy leaves them out (src/proxy.ts): a declared length over 16 KB is refused
 * before a byte is pulled, an undeclared one is cut there, and a body that stops arriving is
 * dropped (408). All of it before the link is looked up, so no database is needed here.
 */
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { packageEndpoint } from '@/features/packages/endpoint'

const SITE = 'http://localhost:3000'
const CHUNK = 4 * 1024

/** A body that counts what is pulled from it: `chunks` of CHUNK bytes, then it stalls. */
function countingBody(chunks: number) {
  const seen = { pulled: 0, cancelled: false }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= chunks * CHUNK) return new Promise<void>(() => {})
        seen.pulled += CHUNK
        controller.enqueue(new Uint8Array(CHUNK).fill(0x20))
      },
      cancel() {
        seen.cancelled = true
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, seen }
}

function vote(body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) {
  const request = new Request(`${SITE}/api/_packages/some-token/vote`, {
    method: 'POST',
    body,
    duplex: 'half',
    headers: { origin: SITE, 'content-type': 'application/json', ...headers },
  } as RequestInit)
  return packageEndpoint(request, 'some-token', 'vote', {
    payload: {} as Payload,
    siteUrl: SITE,
    rateLimit: async () => ({ allowed: true }),
    bodyIdleTimeoutMs: 200,
  })
}

describe('the body of a package client’s post', () => {
  it('is refused by a declared length over 16 KB, 413 before a byte is pulled', async () => {
    const { stream, seen } = countingBody(5_000)
    const response = await vote(stream, { 'content-length': String(20 * 1024 * 1024) })
    expect(response.status).toBe(413)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(seen.pulled).toBe(0)
  })

  it('is cut off at 16 KB when its length is not declared, 413', async () => {
    const { stream, seen } = countingBody(5_000)
    const response = await vote(stream)
    expect(response.status).toBe(413)
    expect(seen.pulled).toBeLessThanOrEqual(16 * 1024 + CHUNK)
    expect(seen.cancelled).toBe(true)
  })

  it('is dropped when it stops arriving, 408, its stream cancelled', async () => {
    const { stream, seen } = countingBody(1)
    const response = await vote(stream, { 'content-length': '9000' })
    expect(response.status).toBe(408)
    expect(await response.json()).toEqual({ message: 'The body stopped arriving' })
    expect(seen.cancelled).toBe(true)
  })
})
