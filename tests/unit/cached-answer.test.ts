import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { SCRIPT_HASHES_PLACEHOLDER } from '@/lib/cache/cache-render.mjs'
import {
  ALIAS_CACHE_CONTROL,
  BOT_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  SHARED_CACHE_CONTROL,
} from '@/server/cache-policy.mjs'
import {
  cachedPage,
  finerPage,
  isShareable,
  isShareableNotFound,
  withGzip,
  withScriptHashes,
} from '@/server/cached-answer.mjs'
import type { Answers, CachedPage } from '@/server/page-cache.mjs'
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

const PERSON = { now: 0, forBots: false, tellsCacheState: true }

/** Every header list an entry answers with: each state and encoding, and the 304. */
const everyAnswer = (answers: Answers) =>
  (['HIT', 'MISS'] as const).flatMap((state) => Object.values(answers[state]))

/** The values of `name` in a flat header list, as `writeHead` takes it. */
const valuesOf = (flat: string[], name: string) =>
  flat.filter((_value, index) => index % 2 === 1 && flat[index - 1] === name)

/** The Cache-Control every answer of `answers` carries (two in one answer show as `a + b`). */
function cacheControlOf(answers: Answers) {
  const seen = everyAnswer(answers).map((flat) => valuesOf(flat, 'cache-control').join(' + '))
  return new Set(seen).size === 1 ? seen[0] : seen
}

/** The Cache-Control of a page's answers at its own address and at an alias. */
const policies = (page: CachedPage) => ({
  answers: cacheControlOf(page.answers),
  aliasAnswers: cacheControlOf(page.aliasAnswers),
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

  it('is kept with brotli, gzip made once a client asks for it, with its cache headers and an ETag', async () => {
    const page = await cachedPage(rendered(), { now: 5, forBots: false, tellsCacheState: true })
    const body = withScriptHashes(rendered()).body
    expect(brotliDecompressSync(page.bodies.br).equals(body)).toBe(true)
    expect(page.bodies.gzip).toBeUndefined()
    expect(page.answers.HIT.gzip).toBeUndefined()
    const gzipped = withGzip(page)
    expect(gunzipSync(gzipped.bodies.gzip!).equals(body)).toBe(true)
    expect(gzipped.bodies.br).toBe(page.bodies.br)
    expect(cacheControlOf(page.answers)).toBe(
      'public, max-age=0, s-maxage=1, stale-while-revalidate=30',
    )
    const headers = new Map(page.headers)
    // The render's own `private, no-store` is not kept; each answer says the cache's.
    expect(headers.has('cache-control')).toBe(false)
    expect(headers.get('vary')).toContain('Accept-Encoding')
    expect(headers.get('etag')).toBe(page.etag)
    expect(page.etag).toMatch(/^"[\w-]{27}"$/)
    expect(page.storedAt).toBe(5)
    const forBots = await cachedPage(rendered(), { now: 5, forBots: true, tellsCacheState: true })
    expect(cacheControlOf(forBots.answers)).toBe('private, no-cache')
  })

  it('answers each encoding with its own body length, and a 304 with none', async () => {
    const page = withGzip(await cachedPage(rendered(), PERSON))
    const identity = withScriptHashes(rendered()).body
    for (const answers of [page.answers, page.aliasAnswers]) {
      for (const state of ['HIT', 'MISS'] as const) {
        const { br, gzip, identity: plain, notModified } = answers[state]
        expect(valuesOf(br, 'content-encoding')).toEqual(['br'])
        expect(valuesOf(br, 'content-length')).toEqual([String(page.bodies.br.length)])
        expect(valuesOf(gzip!, 'content-encoding')).toEqual(['gzip'])
        expect(valuesOf(gzip!, 'content-length')).toEqual([String(page.bodies.gzip!.length)])
        expect(valuesOf(plain, 'content-encoding')).toEqual([])
        expect(valuesOf(plain, 'content-length')).toEqual([String(identity.length)])
        expect(valuesOf(notModified, 'content-length')).toEqual([])
        expect(valuesOf(notModified, 'etag')).toEqual([page.etag])
      }
    }
  })

  it('is compressed again at brotli’s best: the same bytes and ETag, fewer of them, the lengths said', async () => {
    // Prose of some length, which brotli's best quality packs tighter than its quick one.
    const words = Array.from({ length: 4000 }, (_, n) => `word${(n * 7919) % 997}`).join(' ')
    const body = Buffer.from(`<html><head></head><body><p>${words}</p></body></html>`)
    const quick = withGzip(await cachedPage(rendered({ body }), PERSON))
    expect(quick.finestBrotli).toBe(false)
    const finer = await finerPage(quick)
    expect(finer.finestBrotli).toBe(true)
    expect(finer.bodies.br.length).toBeLessThan(quick.bodies.br.length)
    expect(brotliDecompressSync(finer.bodies.br)).toEqual(brotliDecompressSync(quick.bodies.br))
    expect(finer.bodies.gzip).toBe(quick.bodies.gzip)
    expect(finer.etag).toBe(quick.etag)
    for (const [answers, before] of [
      [finer.answers, quick.answers],
      [finer.aliasAnswers, quick.aliasAnswers],
    ] as const)
      for (const state of ['HIT', 'MISS', 'STALE'] as const) {
        expect(valuesOf(answers[state].br, 'content-length')).toEqual([
          String(finer.bodies.br.length),
        ])
        expect(answers[state].gzip).toEqual(before[state].gzip)
      }
    expect(policies(finer)).toEqual(policies(quick))
    // A build file is kept at brotli's most compact from the start, tighter still.
    const file = await cachedPage(
      rendered({
        body,
        headers: {
          'content-type': 'application/javascript',
          'cache-control': 'public, max-age=31536000, immutable',
        },
      }),
      PERSON,
    )
    expect(file.finestBrotli).toBe(true)
    expect(file.bodies.br.length).toBeLessThan(finer.bodies.br.length)
    expect(brotliDecompressSync(file.bodies.br)).toEqual(body)
  })

  it('tells shared caches to keep no stale answer, which a publish or the clock has outdated', async () => {
    const page = withGzip(await cachedPage(rendered(), PERSON))
    for (const encoding of ['br', 'gzip', 'identity', 'notModified'] as const) {
      expect(valuesOf(page.answers.STALE[encoding]!, 'cache-control')).toEqual([
        ALIAS_CACHE_CONTROL,
      ])
      expect(valuesOf(page.answers.HIT[encoding]!, 'cache-control')).toEqual([SHARED_CACHE_CONTROL])
    }
  })

  it('tells shared caches to keep a page under its canonical address only', async () => {
    const page = await cachedPage(rendered(), PERSON)
    expect(policies(page)).toEqual({
      answers: SHARED_CACHE_CONTROL,
      aliasAnswers: ALIAS_CACHE_CONTROL,
    })
    // Only the policy differs.
    const withoutPolicy = (flat: string[]) =>
      flat.join('\n').replace(/cache-control\n[^\n]*/, 'cache-control')
    expect(everyAnswer(page.aliasAnswers).map(withoutPolicy)).toEqual(
      everyAnswer(page.answers).map(withoutPolicy),
    )
  })

  it('answers an alias as its page where no shared cache keeps the page anyway', async () => {
    const forBots = await cachedPage(rendered(), { ...PERSON, forBots: true })
    expect(policies(forBots)).toEqual({
      answers: BOT_CACHE_CONTROL,
      aliasAnswers: BOT_CACHE_CONTROL,
    })
    const script = rendered({ body: Buffer.from('console.log(1)') })
    script.headers['content-type'] = 'application/javascript; charset=UTF-8'
    script.headers['cache-control'] = 'public, max-age=31536000, immutable'
    const file = await cachedPage(script, PERSON)
    expect(policies(file)).toEqual({
      answers: 'public, max-age=31536000, immutable',
      aliasAnswers: 'public, max-age=31536000, immutable',
    })
  })

  it('tells nobody but this instance to keep a not-found page', async () => {
    for (const facts of [PERSON, { ...PERSON, forBots: true }]) {
      const missing = await cachedPage(rendered({ status: 404 }), facts)
      expect(missing.status).toBe(404)
      expect(policies(missing)).toEqual({
        answers: NOT_FOUND_CACHE_CONTROL,
        aliasAnswers: NOT_FOUND_CACHE_CONTROL,
      })
    }
  })

  it('keeps a build file immutable, varying by encoding alone', async () => {
    const script = rendered({ body: Buffer.from('console.log(1)') })
    script.headers['content-type'] = 'application/javascript; charset=UTF-8'
    script.headers['cache-control'] = 'public, max-age=31536000, immutable'
    expect(isShareable(script)).toBe(true)
    const page = await cachedPage(script, { now: 0, forBots: true, tellsCacheState: true })
    expect(cacheControlOf(page.answers)).toBe('public, max-age=31536000, immutable')
    expect(new Map(page.headers).get('vary')).toBe('Accept-Encoding')
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
    for (const answers of [told.answers, told.aliasAnswers]) {
      for (const state of ['HIT', 'MISS'] as const) {
        for (const flat of Object.values(answers[state]))
          expect(valuesOf(flat, 'x-roster-cache')).toEqual([state])
      }
    }
    const untold = await cachedPage(rendered(), { now: 0, forBots: false, tellsCacheState: false })
    for (const flat of [...everyAnswer(untold.answers), ...everyAnswer(untold.aliasAnswers)])
      expect(flat).not.toContain('x-roster-cache')
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
    expect(policies(page)).toEqual({
      answers: 'public, max-age=3600',
      aliasAnswers: 'public, max-age=3600',
    })
  })
})

describe('a not-found render', () => {
  const notFound = (type: string, extra: Record<string, string | string[]> = {}) => {
    const answer = rendered({ status: 404 })
    return { ...answer, headers: { ...answer.headers, 'content-type': type, ...extra } }
  }

  it('is shared when it is a page’s or the page JSON’s and sets no cookie', () => {
    expect(isShareableNotFound(notFound('text/html; charset=utf-8'))).toBe(true)
    expect(isShareableNotFound(notFound('application/json'))).toBe(true)
  })

  it('is not shared with a cookie, with another status or of another type', () => {
    expect(isShareableNotFound(notFound('text/html', { 'set-cookie': ['a=1'] }))).toBe(false)
    expect(isShareableNotFound(notFound('application/json', { 'set-cookie': 'a=1' }))).toBe(false)
    expect(isShareableNotFound({ ...notFound('text/html'), status: 500 })).toBe(false)
    expect(isShareableNotFound({ ...notFound('text/html'), status: 200 })).toBe(false)
    expect(isShareableNotFound({ ...notFound('application/json'), status: 410 })).toBe(false)
    for (const type of ['text/x-component', 'image/png', 'text/plain', 'application/pdf'])
      expect(isShareableNotFound(notFound(type)), type).toBe(false)
    const untyped = notFound('text/html') as { headers: Record<string, unknown> }
    delete untyped.headers['content-type']
    expect(isShareableNotFound(untyped as Parameters<typeof isShareableNotFound>[0])).toBe(false)
  })
})
