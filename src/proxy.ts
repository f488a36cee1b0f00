import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/lib/env'
import { servedOverHttps } from '@/lib/http/client-address'
import { newNonce } from '@/lib/security/nonce'
import {
  answerKind,
  DRAFT_MODE_COOKIE,
  isSelfFrameNavigation,
  securityHeaders,
} from '@/lib/security/security-headers'
import { siteFeatures } from '@/lib/security/site-features'
import { isCacheRender } from '@/lib/cache/cache-render.mjs'

/**
 * Runs before every request, pages, APIs, files and errors alike:
 * - gives the answer its security headers (lib/security), with a fresh nonce per request (a
 *   draft-mode page may be framed by the admin's live preview);
 * - hands the nonce to the page in `x-nonce`, and the policy in the request's
 *   Content-Security-Policy, from which Next puts the nonce on its own scripts (whatever a
 *   client sent under either name is replaced);
 * - hands the requested path to the screens that cannot see it otherwise (the not-found
 *   screen says "Page Not Found: {path}"), percent-encoded as it arrived;
 * - gives a render for the page cache no nonce at all (src/lib/cache/cache-render.mjs): the front
 *   allows its scripts by their hashes.
 * Headers set here win over a route's own headers of the same name, so each answer carries one
 * policy.
 */
export function proxy(request: NextRequest) {
  const nonce = isCacheRender(request.headers) ? undefined : newNonce()
  const answer = securityHeaders({
    kind: answerKind(request.nextUrl.pathname),
    nonce,
    features: siteFeatures(),
    https: servedOverHttps(request.headers, env.siteUrl, env.trustedProxies),
    framedBySelf: isSelfFrameNavigation(request.headers),
    draftMode: request.cookies.has(DRAFT_MODE_COOKIE),
    dev: process.env.NODE_ENV === 'development',
  })
  const headers = new Headers(request.headers)
  // As sent, percent-encoded: a header holds no control characters and nothing beyond Latin-1,
  // and a decoded `/%E2%82%AC` or `/%00` made every such request a 500. The screen decodes it.
  headers.set('x-roster-path', request.nextUrl.pathname)
  if (nonce) headers.set('x-nonce', nonce)
  else headers.delete('x-nonce')
  // Without a nonce source in it, Next puts no nonce on its scripts.
  headers.set('content-security-policy', answer['content-security-policy']!)
  headers.delete('content-security-policy-report-only')
  const response = NextResponse.next({ request: { headers } })
  for (const [name, value] of Object.entries(answer)) response.headers.set(name, value)
  return response
}

// Every answer. Next's static files are included: a script must never be sniffed as another
// type, whatever the server that copies them does.
export const config = {
  matcher: ['/:path*'],
}
