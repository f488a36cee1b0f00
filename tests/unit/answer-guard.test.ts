import http, { type OutgoingHttpHeaders } from 'node:http'
import net, { type AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import {
  fallbackHeaders,
  FORBIDDEN_METHODS,
  hasDecodablePath,
  installAnswerGuard,
  isFormPostToPage,
} from '@/lib/http/answer-guard'

/**
 * The headers a guarded server's answer carries when it writes `given` with writeHead, after
 * setting `set` one by one (as Next does).
 */
async function answerHeaders(
  given: OutgoingHttpHeaders | readonly string[] | undefined,
  set: Record<string, string> = {},
) {
  installAnswerGuard()
  const server = http.createServer((_, response) => {
    for (const [name, value] of Object.entries(set)) response.setHeader(name, value)
    if (given === undefined) response.writeHead(200)
    else response.writeHead(200, given as OutgoingHttpHeaders)
    response.end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const { port } = server.address() as AddressInfo
    const answer = await fetch(`http://127.0.0.1:${port}/`)
    return answer.headers
  } finally {
    server.close()
  }
}

describe('the answer guard', () => {
  it('sends no answer that says how the proxy routed its request', async () => {
    const headers = await answerHeaders(undefined, { 'x-middleware-rewrite': '/en/about' })
    expect(headers.get('x-middleware-rewrite')).toBeNull()
  })

  it('answers a target that is no path itself: OPTIONS * with what it allows, others 400', async () => {
    installAnswerGuard()
    const server = http.createServer((_, response) => response.writeHead(500).end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const statusOf = (head: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port }, () =>
          socket.end(`${head}\r\nhost: localhost\r\nconnection: close\r\n\r\n`),
        )
        let answer = ''
        socket.on('data', (chunk) => (answer += String(chunk)))
        socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''))
      })
    try {
      expect(await statusOf('OPTIONS * HTTP/1.1')).toBe('HTTP/1.1 204 No Content')
      expect(await statusOf('GET * HTTP/1.1')).toBe('HTTP/1.1 400 Bad Request')
      expect(await statusOf('GET http://evil.example/about HTTP/1.1')).toBe(
        'HTTP/1.1 400 Bad Request',
      )
      expect(await statusOf('GET /about HTTP/1.1')).toBe('HTTP/1.1 500 Internal Server Error')
    } finally {
      server.close()
    }
  })

  it('knows the methods Fetch cannot carry', () => {
    expect([...FORBIDDEN_METHODS]).toEqual(['TRACE', 'TRACK', 'CONNECT'])
  })

  it.each([
    ['/%ff', false],
    ['/women/%C0%AF', false],
    ['/%u0041', false],
    ['/%E2%82%AC', true],
    ['/%00?q=%ff', true],
    ['/women/amara-okafor', true],
  ])('%s has a decodable path: %s', (url, decodable) => {
    expect(hasDecodablePath(url)).toBe(decodable)
  })

  it('refuses multipart posts to pages, not to route handlers or Server Action calls', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' }
    expect(isFormPostToPage('POST', '/admin', multipart)).toBe(true)
    expect(isFormPostToPage('POST', '/women?x=1', multipart)).toBe(true)
    expect(isFormPostToPage('POST', '/api/_forms/submission', multipart)).toBe(false)
    expect(isFormPostToPage('POST', '/cms/api/media', multipart)).toBe(false)
    expect(isFormPostToPage('POST', '/admin', { ...multipart, 'next-action': 'abc' })).toBe(false)
    expect(isFormPostToPage('POST', '/admin', { 'content-type': 'text/plain' })).toBe(false)
    expect(isFormPostToPage('GET', '/admin', multipart)).toBe(false)
  })

  it('gives answers without a policy the strictest one, HSTS only over https', () => {
    expect(fallbackHeaders(false)).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': 'camera=(), microphone=(), geolocation=()',
    })
    expect(fallbackHeaders(true)['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
  })

  it.each([
    ['an object', { 'Content-Security-Policy': "default-src 'self'" }],
    ['a flat list', ['Content-Security-Policy', "default-src 'self'"]],
  ] as const)('keeps a policy given as %s, and adds the headers it lacks', async (_, given) => {
    const headers = await answerHeaders(given)
    expect(headers.get('content-security-policy')).toBe("default-src 'self'")
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('gives an answer written without headers the strictest policy', async () => {
    const headers = await answerHeaders(undefined)
    expect(headers.get('content-security-policy')).toBe(
      fallbackHeaders(false)['content-security-policy'],
    )
  })
})
