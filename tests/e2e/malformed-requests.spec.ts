import { expect, test } from '@playwright/test'

import { E2E_PORT } from './support/server-env'
import { rawRequest, type RawAnswer, type RawRequest } from './support/raw-http'

/**
 * What an outsider may send, sent to every family of routes over raw loopback connections (no
 * client library tidies the method, path or headers): malformed query strings, paths holding any
 * byte, every method, bodies of every wrong shape, odd headers. While the database is up, no
 * answer may be a 5xx, and every answer carries the security headers.
 */

const ROUTES = [
  '/',
  '/about',
  '/women',
  '/women/amara-okafor',
  '/women/1',
  '/print/women/amara-okafor',
  '/print/women/amara-okafor/pdf',
  '/shortlist',
  '/shortlist/amara-okafor,lena-vogel',
  '/shortlist/pdf',
  '/api',
  '/api/women',
  '/api/women/amara-okafor',
  '/api/_settings',
  '/api/_build',
  '/api/_search',
  '/api/_forms/contact',
  '/api/_forms/submission',
  '/api/_forms/inquiry',
  '/api/_shortlist',
  '/api/_payments/central/checkout',
  '/api/_payments/webhook',
  '/image/proxy',
  '/media/amara-okafor-1.jpg',
  '/cms/api/talents',
  '/cms/api/talents/1',
  '/cms/api/users',
  '/cms/api/users/999999',
  '/cms/api/media',
  '/cms/api/submissions',
  '/cms/api/globals/settings',
  // A collection Payload keeps without REST endpoints (it answered 501).
  '/cms/api/payload-migrations',
  '/cms/api/users/verify/x',
  '/admin',
  '/admin/login',
  '/_next/static/no-such-file.js',
]

const METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'TRACK',
  'PROPFIND',
  'FOO',
]

const PATH_SUFFIXES = [
  '/%E2%82%AC',
  '/%00',
  '/%ff',
  '/a%0ab',
  '/%0d%0aSet-Cookie:%20x=1',
  '/..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/',
  '//double//slash',
  '/',
  '/a;b=c',
  `/${'x'.repeat(2000)}`,
  '/\u00e9t\u00e9',
  '/%C0%AF',
  '/%u0041',
]

const QUERIES = [
  'page=1e20',
  'page=1.5',
  'page=Infinity',
  'page=-3',
  'limit=-1',
  'limit=1e20',
  'depth=1e9',
  'where[id][equals][0]=1',
  'where[slug][near]=1,2',
  'where[createdAt][greater_than]=notadate',
  'where[id][in]=a,b',
  'where[or]=1',
  'where[and][0][x][y][z]=1',
  'where[slug][exists]=maybe',
  'sort=%00',
  'sort=-nonexistent',
  'select[password]=true',
  'joins[books][limit]=1e20',
  'locale=%ff',
  'draft=true',
  '__proto__[polluted]=1',
  'constructor[prototype][x]=1',
  `${'a['.repeat(50)}=1`,
  'q=%00%ff',
  `q=${'x'.repeat(5000)}`,
  'src=%00&w=abc&q=0',
  'src=http://127.0.0.1:1/x.jpg&w=640',
  'src=/media/../../etc/passwd',
  'src=/media/amara-okafor-1.jpg&w=640&q=1e2',
  'layout=%00&units=%ff',
  'session_id=%00',
  'town=%ff&heightMin=1e400&hair[]=x',
  '%=%',
  '&&&==&',
]

const ODD_HEADERS: Record<string, string>[] = [
  { accept: '*/*;q=bogus, image/avif;;;' },
  { 'accept-encoding': 'gzip;q=2, br;q=-1, ??' },
  { 'if-none-match': '"%%%", W/' },
  { 'if-modified-since': 'not a date' },
  { range: 'bytes=99999999999-1' },
  { cookie: 'payload-token=garbage; payload-token=again' },
  { authorization: 'JWT not.a.token' },
  { authorization: 'Bearer \u00ff\u00fe' },
  { origin: 'null', 'sec-fetch-site': 'cross-site' },
  { 'x-forwarded-for': 'not-an-ip, 999.1.1.1', 'x-forwarded-proto': 'gopher' },
  { 'x-roster-peer-address': '::1', 'x-roster-path': '/%00', 'x-nonce': '"><script>' },
  { 'content-type': 'multipart/form-data; boundary=' },
  { 'idempotency-key': '../../../../etc' },
  { 'accept-language': '\u00ff'.repeat(100) },
  { rsc: '1', 'next-router-state-tree': '%ff' },
  { 'next-action': 'x', 'content-type': 'text/plain' },
  { 'x-middleware-subrequest': 'src/proxy:src/proxy:src/proxy:src/proxy:src/proxy' },
]

const BODIES: { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{' },
  { type: 'application/json', body: '[]' },
  { type: 'application/json', body: 'null' },
  { type: 'application/json', body: '"text"' },
  { type: 'application/json', body: '{"__proto__": {"x": 1}, "constructor": {"prototype": {}}}' },
  { type: 'application/json', body: `{"name": "${'\\u0000'.repeat(10)}", "email": 1e400}` },
  { type: 'application/json', body: '{"email": {"$gt": ""}, "password": ["a"]}' },
  { type: 'application/json', body: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'application/x-www-form-urlencoded', body: '%=%&a=%ff&b[c]=1&__proto__=x' },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data\r\n\r\n',
  },
  {
    type: 'multipart/form-data; boundary=xyz',
    body: '--xyz\r\nContent-Disposition: form-data; name="photos"; filename="a.jpg"\r\n\r\nnot a jpeg\r\n--xyz--\r\n',
  },
  { type: 'text/plain', body: Buffer.from([0, 255, 254, 0, 13, 10]) },
  { type: 'application/octet-stream', body: Buffer.alloc(64 * 1024, 0x41) },
  { type: 'application/json; charset=utf-16', body: Buffer.from('{"a":1}', 'utf16le') },
]

// Pages too: Next takes a form posted to a page for a Server Action.
const WRITE_ROUTES = ROUTES.filter(
  (route) =>
    route.startsWith('/api/_') ||
    route.startsWith('/cms/api') ||
    ['/', '/women/amara-okafor', '/admin', '/admin/login'].includes(route),
)

/** Whatever the request, the answer is no 5xx and has every security header. */
function problems(request: RawRequest, answer: RawAnswer): string[] {
  const label = `${request.method} ${request.target.slice(0, 120)} → ${answer.status}`
  const found: string[] = []
  const header = (name: string) => answer.headers.filter(([key]) => key === name).map(([, v]) => v)
  if (answer.status >= 500 || answer.status < 100) found.push(`${label}: status`)
  const policies = header('content-security-policy')
  if (policies.length !== 1 || !policies[0]!.includes("frame-ancestors 'none'"))
    found.push(`${label}: content-security-policy ${JSON.stringify(policies)}`)
  if (header('x-content-type-options')[0] !== 'nosniff') found.push(`${label}: nosniff`)
  if (header('referrer-policy')[0] !== 'strict-origin-when-cross-origin')
    found.push(`${label}: referrer-policy`)
  if (header('permissions-policy')[0] !== 'camera=(), microphone=(), geolocation=()')
    found.push(`${label}: permissions-policy`)
  if (header('x-frame-options').length !== 1) found.push(`${label}: x-frame-options`)
  if (header('x-powered-by').length > 0) found.push(`${label}: x-powered-by`)
  return found.length > 0
    ? [found.join('; ').replaceAll(`${label}: `, '')].map((all) => `${label}: ${all}`)
    : []
}

/** Sends every request, a few at a time, and lists what went wrong. */
async function sendAll(requests: RawRequest[]): Promise<string[]> {
  const found: string[] = []
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!
      try {
        found.push(...problems(request, await rawRequest(E2E_PORT, request)))
      } catch (error) {
        found.push(`${request.method} ${request.target.slice(0, 120)}: ${String(error)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: 6 }, worker))
  return found
}

test.describe.configure({ timeout: 240_000 })

test('every method on every route', async () => {
  const requests = ROUTES.flatMap((target) =>
    METHODS.map((method) => ({ method, target, headers: { origin: 'http://evil.example' } })),
  )
  expect(await sendAll(requests)).toEqual([])
})

test('paths holding any byte, under every route', async () => {
  const requests = ROUTES.flatMap((route) =>
    PATH_SUFFIXES.map((suffix) => ({
      method: 'GET',
      target: `${route === '/' ? '' : route}${suffix}`,
    })),
  )
  // Raw bytes Node's parser refuses (a control character, a space) and bytes beyond ASCII.
  for (const raw of [
    '/\u0001',
    '/a b',
    '/\u00ff\u00fe',
    '/api/\u0080',
    '/cms/api/\u007f',
    '/admin/\t',
    // Targets that are no path: the asterisk form and the absolute form.
    '*',
    'http://evil.example/about',
  ])
    requests.push({ method: 'GET', target: raw })
  requests.push({ method: 'OPTIONS', target: '*' })
  expect(await sendAll(requests)).toEqual([])
})

test('malformed query strings on every route', async () => {
  const requests = ROUTES.flatMap((route) =>
    QUERIES.map((query) => ({ method: 'GET', target: `${route}?${query}` })),
  )
  expect(await sendAll(requests)).toEqual([])
})

test('odd headers on every route', async () => {
  const requests = ROUTES.flatMap((target) =>
    ODD_HEADERS.map((headers) => ({ method: 'GET', target, headers })),
  )
  expect(await sendAll(requests)).toEqual([])
})

test('bodies of every wrong shape to every route that takes one', async () => {
  const site = `http://localhost:${E2E_PORT}`
  const requests: RawRequest[] = WRITE_ROUTES.flatMap((target) =>
    ['POST', 'PATCH'].flatMap((method) =>
      BODIES.map(({ type, body }) => ({
        method,
        target,
        headers: {
          'content-type': type,
          origin: site,
          'idempotency-key': 'malformed-requests-0001',
        },
        body,
      })),
    ),
  )
  // A declared length that never arrives, and one that lies about the body.
  requests.push({
    method: 'POST',
    target: '/api/_forms/contact',
    headers: { 'content-type': 'application/json', 'content-length': '10', origin: site },
    body: '{"a":1,"b":2,"c":3}',
  })
  expect(await sendAll(requests)).toEqual([])
})
