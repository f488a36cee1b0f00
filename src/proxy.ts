import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/lib/env'
import { servedOverHttps } from '@/lib/http/client-address'
import { newNonce } from '@/lib/security/nonce'
import { answerKind, isSelfFrameNavigation, securityHeaders } from '@/lib/security/security-headers'
import { siteFeatures } from '@/lib/security/site-features'

/**
 * Runs before every request, pages, APIs, files and errors alike:
 * - gives the answer its security headers (lib/security), with a fresh nonce per request;
 * - hands the nonce to the page in `x-nonce`, and the policy in the request's
 *   Content-Security-Policy, from which Next puts the nonce on its own scripts (whatever a
 *   client sent under either name is replaced);
 * - hands the requested path to the screens that cannot see it otherwise (the not-found
 *   screen says "Page Not Found: {path}").
 * Headers set here win over a route's own headers of the same name, so each answer carries one
 * policy.
 */
export function proxy(request: NextRequest) {
  const nonce = newNonce()
  const answer = securityHeaders({
    kind: answerKind(request.nextUrl.pathname),
    nonce,
    features: siteFeatures(),
    https: servedOverHttps(request.headers, env.siteUrl, env.trustedProxies),
    framedBySelf: isSelfFrameNavigation(request.headers),
    dev: process.env.NODE_ENV === 'development',
  })
  const headers = new Headers(request.headers)
  headers.set('x-roster-path', decodedPath(request.nextUrl.pathname))
  headers.set('x-nonce', nonce)
  headers.set('content-security-policy', answer['content-security-policy']!)
  headers.delete('content-security-policy-report-only')
  const response = NextResponse.next({ request: { headers } })
  for (const [name, value] of Object.entries(answer)) response.headers.set(name, value)
  return response
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

// Every answer. Next's static files are included: a script must never be sniffed as another
// type, whatever the server that copies them does.
export const config = {
  matcher: ['/:path*'],
}
