import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { CACHE_RENDER_HEADER, FRONT_PEER_HEADER } from '@/lib/cache/cache-render.mjs'
import { isBotAgent, KEY_HEADERS } from '@/server/cache-policy.mjs'
import { declaresBody, RENDER_AGENTS, renderHeaders } from '@/server/front.mjs'

// Next's own test of which crawlers must get their metadata in <head> (blocking, not streamed).
import { getBotType } from 'next/dist/shared/lib/router/utils/is-bot'

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage
const FRONT = { secret: 's3cret', peer: '203.0.113.7', https: false }

describe('the request a render for everyone is asked with', () => {
  it('holds what the key holds and nothing else of the visitor’s', () => {
    const visitor = request({
      host: 'evil.example',
      'content-length': '48',
      'transfer-encoding': 'chunked',
      expect: '100-continue',
      te: 'trailers',
      connection: 'keep-alive, upgrade',
      upgrade: 'websocket',
      cookie: 'payload-token=x',
      'accept-language': 'es',
      'x-roster-locale': 'es',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '10.0.0.1',
      [CACHE_RENDER_HEADER]: 'forged',
      [FRONT_PEER_HEADER]: '10.0.0.1',
      'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605.1.15',
      rsc: '1',
      'next-router-prefetch': '1',
    })
    expect(renderHeaders(visitor, KEY_HEADERS, FRONT)).toEqual({
      host: 'localhost',
      'user-agent': RENDER_AGENTS.person,
      'accept-encoding': 'identity',
      'x-forwarded-proto': 'http',
      connection: 'close',
      [CACHE_RENDER_HEADER]: 's3cret',
      [FRONT_PEER_HEADER]: '203.0.113.7',
      rsc: '1',
      'next-router-prefetch': '1',
    })
  })

  it('forwards no key header to a build file', () => {
    const headers = renderHeaders(request({ rsc: '1' }), [], { ...FRONT, https: true })
    expect(headers.rsc).toBeUndefined()
    expect(headers['x-forwarded-proto']).toBe('https')
  })

  it('asks as one person or one crawler, whoever asked first', () => {
    const crawler = request({ 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' })
    expect(renderHeaders(crawler, KEY_HEADERS, FRONT)['user-agent']).toBe(RENDER_AGENTS.bot)
    expect(isBotAgent(RENDER_AGENTS.person)).toBe(false)
    expect(isBotAgent(RENDER_AGENTS.bot)).toBe(true)
    expect(getBotType(RENDER_AGENTS.person)).toBeUndefined()
    expect(getBotType(RENDER_AGENTS.bot)).toBe('html')
  })
})

describe('a request that declares a body', () => {
  it.each([
    [{ 'content-length': '1' }, true],
    [{ 'content-length': '100000' }, true],
    [{ 'transfer-encoding': 'chunked' }, true],
    [{ 'transfer-encoding': 'identity' }, true],
    [{ 'content-length': '0' }, false],
    [{}, false],
  ])('%o declares one: %s', (headers, declared) => {
    expect(declaresBody(headers)).toBe(declared)
  })
})
