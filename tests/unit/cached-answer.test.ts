import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { cachedPage, isShareable, withScriptHashes } from '@/server/cached-answer.mjs'
import { SCRIPT_HASHES_PLACEHOLDER } from '@/lib/cache/cache-render.mjs'
import { scriptHash } from '@/server/page-scripts.mjs'

const POLICY = `default-src 'self'; script-src 'self' ${SCRIPT_HASHES_PLACEHOLDER} 'strict-dynamic'; object-src 'none'`

const rendered = (overrides: Partial<Parameters<typeof isShareable>[0]> = {}) => ({
  status: 200,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': POLICY,
    'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate',
    vary: 'rsc',
    date: 'Tue, 24 Nov 2026 20:00:00 GMT',
    'x-content-type-options': 'nosniff',
  },
  body: Buffer.from('<html><head><script>boot()</script></head><body>Hi</body></html>'),
  ...overrides,
})

describe('a render for the page cache', () => {
  it('is shared only when it is a whole page for everyone', () => {
    expect(isShareable(rendered())).toBe(true)
    expect(isShareable(rendered({ status: 404 }))).toBe(false)
    expect(isShareable(rendered({ status: 308 }))).toBe(false)
    const cookie = rendered()
    expect(isShareable({ ...cookie, headers: { ...cookie.headers, 'set-cookie': ['a=1'] } })).toBe(
      false,
    )
    const pdf = rendered()
    expect(
      isShareable({ ...pdf, headers: { ...pdf.headers, 'content-type': 'application/pdf' } }),
    ).toBe(false)
  })

  it('puts the hashes of the page’s scripts where the policy held its placeholder', () => {
    const { headers } = withScriptHashes(rendered())
    const policy = new Map(headers).get('content-security-policy')
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' ${scriptHash('boot()')} 'strict-dynamic'; object-src 'none'`,
    )
    expect(new Map(headers).has('date')).toBe(false)
  })

  it('leaves no placeholder in the policy of an answer without scripts', () => {
    const json = rendered({ body: Buffer.from('{"data":{}}') })
    json.headers['content-type'] = 'application/json'
    const policy = new Map(withScriptHashes(json).headers).get('content-security-policy')
    expect(policy).toBe("default-src 'self'; script-src 'self' 'strict-dynamic'; object-src 'none'")
  })

  it('is kept compressed both ways, with its own cache headers and an ETag', async () => {
    const page = await cachedPage(rendered(), { now: 5, forBots: false, tellsCacheState: true })
    const body = withScriptHashes(rendered()).body
    expect(brotliDecompressSync(page.bodies.br).equals(body)).toBe(true)
    expect(gunzipSync(page.bodies.gzip).equals(body)).toBe(true)
    const headers = new Map(page.headers)
    expect(headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=30',
    )
    expect(headers.get('vary')).toContain('Accept-Encoding')
    expect(headers.get('etag')).toBe(page.etag)
    expect(page.etag).toMatch(/^"[\w-]{27}"$/)
    expect(page.storedAt).toBe(5)
    const forBots = await cachedPage(rendered(), { now: 5, forBots: true, tellsCacheState: true })
    expect(new Map(forBots.headers).get('cache-control')).toBe('private, no-cache')
  })

  it('keeps a build file immutable, varying by encoding alone', async () => {
    const script = rendered({ body: Buffer.from('console.log(1)') })
    script.headers['content-type'] = 'application/javascript; charset=UTF-8'
    script.headers['cache-control'] = 'public, max-age=31536000, immutable'
    expect(isShareable(script)).toBe(true)
    const headers = new Map(
      (await cachedPage(script, { now: 0, forBots: true, tellsCacheState: true })).headers,
    )
    expect(headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(headers.get('vary')).toBe('Accept-Encoding')
  })

  it('keeps the ETag a route made itself (the page JSON answers 304 on it too)', async () => {
    const json = rendered({ body: Buffer.from('{"data":{}}') })
    json.headers['content-type'] = 'application/json'
    ;(json.headers as Record<string, string>).etag = '"made-by-the-route"'
    expect((await cachedPage(json, { now: 0, forBots: false, tellsCacheState: true })).etag).toBe(
      '"made-by-the-route"',
    )
  })

  it('says whether it came from the cache only where that tells nothing of anyone', async () => {
    const told = await cachedPage(rendered(), { now: 0, forBots: false, tellsCacheState: true })
    expect(told.wire.HIT.br).toContain('x-roster-cache')
    expect(told.notModified.MISS).toContain('x-roster-cache')
    const untold = await cachedPage(rendered(), { now: 0, forBots: false, tellsCacheState: false })
    for (const state of ['HIT', 'MISS'] as const) {
      for (const wire of [...Object.values(untold.wire[state]), untold.notModified[state]])
        expect(wire).not.toContain('x-roster-cache')
    }
  })

  it('keeps no header that says how the proxy routed the request', async () => {
    const routed = rendered()
    ;(routed.headers as Record<string, string>)['x-middleware-rewrite'] = '/en/about'
    const page = await cachedPage(routed, { now: 0, forBots: false, tellsCacheState: true })
    expect(new Map(page.headers).has('x-middleware-rewrite')).toBe(false)
    expect(new Map(withScriptHashes(routed).headers).has('x-middleware-rewrite')).toBe(false)
  })

  it('keeps the browser freshness a route gives its pictures', async () => {
    const icon = rendered({ body: Buffer.from('png') })
    icon.headers['content-type'] = 'image/png'
    icon.headers['cache-control'] = 'public, max-age=3600'
    const page = await cachedPage(icon, { now: 0, forBots: false, tellsCacheState: true })
    expect(new Map(page.headers).get('cache-control')).toBe('public, max-age=3600')
  })
})
