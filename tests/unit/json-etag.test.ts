import { describe, expect, it } from 'vitest'

import { jsonWithEtag } from '@/lib/http/json'

const request = (ifNoneMatch?: string) =>
  new Request('http://localhost/api/x', {
    headers: ifNoneMatch ? { 'If-None-Match': ifNoneMatch } : {},
  })

describe('jsonWithEtag', () => {
  it('answers JSON with a strong ETag that depends only on the body', async () => {
    const first = jsonWithEtag(request(), { a: 1 })
    const again = jsonWithEtag(request(), { a: 1 })
    const other = jsonWithEtag(request(), { a: 2 })
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ a: 1 })
    expect(first.headers.get('etag')).toMatch(/^"[\w-]+"$/)
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(other.headers.get('etag')).not.toBe(first.headers.get('etag'))
    expect(first.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers 304 without a body when the client holds the same version', async () => {
    const etag = jsonWithEtag(request(), { a: 1 }).headers.get('etag')!
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = jsonWithEtag(request(header), { a: 1 })
      expect(response.status, header).toBe(304)
      expect(await response.text()).toBe('')
    }
    expect(jsonWithEtag(request('"stale"'), { a: 1 }).status).toBe(200)
  })
})
