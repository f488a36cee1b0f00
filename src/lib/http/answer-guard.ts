/**
 * What the proxy (src/proxy.ts) cannot do, because some answers never reach it:
 * - TRACE, TRACK and CONNECT: the Fetch standard forbids them in a Request, so Next failed to
 *   build one and answered 500 on every route. They are answered 405 here, before Next.
 * - Answers Next writes before or without the proxy (its trailing-slash redirects, a 500 when the
 *   proxy itself failed) carried no security headers. Every answer that lacks a policy gets the
 *   strictest one (a redirect or an error has nothing to run), with the other headers.
 * - A path whose escapes are not UTF-8 (`/%ff`) made Next's router fail with a 500: 400 here.
 * - A multipart form posted to a page is no Server Action of ours: 405, not Next's 500.
 * - A request Node cannot parse is answered 400 with the same headers.
 * - A target that is not a path (`OPTIONS *`, `GET *`, `GET http://host/path`) failed in Next
 *   with a 500 or was redirected to the host it named: `OPTIONS *` asks what the server allows
 *   (204 with Allow), any other is a 400. Browsers and nginx send paths only.
 * - Next's `x-middleware-rewrite` (how the proxy routed a request, `/about` to `/en/about`) tells
 *   outsiders how the app is laid out and is of no use to a browser: no answer carries it.
 * Installed once per process, from instrumentation, like the peer-address stamp.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

import { env } from '../env'
import { RESOURCE_POLICY } from '../security/content-security-policy'
import { HSTS, PERMISSIONS_POLICY, REFERRER_POLICY } from '../security/security-headers'

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS'

/** Methods the Fetch standard refuses to carry; Next cannot serve them. */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

/**
 * Whether the path's percent-escapes decode as UTF-8 (`/%ff`, `/%C0%AF` and `/%u0041` do not).
 * Next fails on such a path while routing it, and its fallback for that fails too: a 500.
 */
export function hasDecodablePath(url: string): boolean {
  if (!url.includes('%')) return true
  const end = url.search(/[?#]/)
  try {
    decodeURIComponent(end < 0 ? url : url.slice(0, end))
    return true
  } catch {
    return false
  }
}

/** Paths of route handlers, which read their own bodies; everything else is a page. */
const HANDLER_PREFIXES = ['/api/', '/cms/api/', '/image/', '/_next/']

/**
 * A multipart form posted to a page without the Next-Action header of a Server Action call: Next
 * takes it for a form-submitted Server Action, and a body it cannot parse ends in a 500. The
 * site's forms post to /api and the admin calls its actions by fetch, so a page takes no posts.
 */
export function isFormPostToPage(
  method: string,
  url: string,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  if (method.toUpperCase() !== 'POST' || headers['next-action'] !== undefined) return false
  const type = String(headers['content-type'] ?? '').toLowerCase()
  if (!type.startsWith('multipart/form-data')) return false
  const path = url.split(/[?#]/)[0]!
  return !HANDLER_PREFIXES.some((prefix) => `${path}/`.startsWith(prefix))
}

/** The headers every answer must carry, for one that has none of its own. */
export function fallbackHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': RESOURCE_POLICY,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
  }
}

/** Set by Next on the answer of a request the proxy rewrote. */
const ROUTING_HEADER = 'x-middleware-rewrite'

const installed = Symbol.for('roster.answerGuard')

export function installAnswerGuard(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true }
  if (proto[installed]) return
  proto[installed] = true
  const emit = proto.emit
  proto.emit = function guardAnswers(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === 'clientError') {
      refuseUnreadable(args[1] as Duplex)
      return true
    }
    if (event === 'request') {
      const [request, response] = args as [IncomingMessage, ServerResponse]
      fillMissingHeaders(response)
      if (FORBIDDEN_METHODS.has((request.method ?? '').toUpperCase())) {
        response.writeHead(405, { allow: ALLOWED_METHODS })
        response.end()
        return true
      }
      if (!(request.url ?? '/').startsWith('/')) {
        if (request.method === 'OPTIONS' && request.url === '*') {
          response.writeHead(204, { allow: ALLOWED_METHODS }).end()
        } else {
          response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
          response.end('Bad Request: the request target must be a path')
        }
        return true
      }
      if (isFormPostToPage(request.method ?? '', request.url ?? '/', request.headers)) {
        response.writeHead(405, { allow: 'GET, HEAD' })
        response.end()
        return true
      }
      if (!hasDecodablePath(request.url ?? '/')) {
        response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
        response.end('Bad Request: the path is not valid percent-encoded UTF-8')
        return true
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}

/**
 * A request Node cannot parse (a raw control byte in the path, a broken header): Node's own 400
 * would carry no headers at all.
 */
function refuseUnreadable(socket: Duplex & { bytesWritten?: number }): void {
  if (!socket.writable || (socket.bytesWritten ?? 0) > 0) {
    socket.destroy()
    return
  }
  const headers = Object.entries(fallbackHeaders(env.siteUrl.startsWith('https://')))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  socket.end(
    `HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n${headers}\r\n`,
    () => socket.destroy(),
  )
}

function fillMissingHeaders(response: ServerResponse): void {
  const writeHead = response.writeHead
  response.writeHead = function withSecurityHeaders(this: ServerResponse, ...args: unknown[]) {
    if (!this.headersSent) {
      if (this.hasHeader(ROUTING_HEADER)) this.removeHeader(ROUTING_HEADER)
      const given = args.find((arg) => typeof arg === 'object' && arg !== null)
      for (const [name, value] of siteFallbackHeaders())
        if (!this.hasHeader(name) && !namesHeader(given, name)) this.setHeader(name, value)
    }
    return Reflect.apply(writeHead, this, args) as ServerResponse
  } as typeof writeHead
}

let fallbackForSite: [string, string][] | undefined
/** fallbackHeaders for this site, made once: every answer of the process passes here. */
function siteFallbackHeaders(): [string, string][] {
  return (fallbackForSite ??= Object.entries(fallbackHeaders(env.siteUrl.startsWith('https://'))))
}

/**
 * Whether the headers passed to writeHead (an object or a flat [name, value, ...] list) hold
 * `name` (lower case). A loop without copies: the front's cached answers come
 * through here thousands of times a second.
 */
function namesHeader(headers: object | undefined, name: string): boolean {
  if (!headers) return false
  const same = (given: unknown) => {
    const text = String(given)
    return text === name || (text.length === name.length && text.toLowerCase() === name)
  }
  if (Array.isArray(headers)) {
    for (let index = 0; index < headers.length; index += 2) if (same(headers[index])) return true
    return false
  }
  for (const given in headers) if (same(given)) return true
  return false
}
