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
import { localeRoute, type LocaleRoute } from '@/lib/i18n/locale-routes'
import type { Locale } from '@/lib/i18n/locales'
import { LOCALE_HEADER } from '@/lib/i18n/locale-header'
import { askLinkGate, packageLinkToken } from '@/features/packages/link-gate'

/** Every answer of a package link is its recipient's alone (docs/decisions/0042). */
const PACKAGE_HEADERS = {
  'cache-control': 'private, no-store',
  'x-robots-tag': 'noindex, nofollow',
}

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
 *   allows its scripts by their hashes;
 * - tells the render its language (`x-roster-locale`, read by lib/i18n/server.ts), and routes the
 *   path to it (lib/i18n/locale-routes.ts): English pages have no prefix in their address but
 *   live under `app/(site)/[lang]`, Spanish ones are addressed `/es/...`, the content API in
 *   Spanish `/api/es/...`.
 * Headers set here win over a route's own headers of the same name, so each answer carries one
 * policy.
 */
export async function proxy(request: NextRequest) {
  const packageToken = packageLinkToken(request.nextUrl.pathname)
  const gate = packageToken ? await askLinkGate(packageToken, request.headers) : undefined
  if (gate?.kind === 'limited')
    return new NextResponse('Too many requests', {
      status: 429,
      headers: { ...PACKAGE_HEADERS, 'retry-after': String(gate.retryAfterS) },
    })
  const route = packageToken
    ? packageRoute(packageToken, gate?.locale, request.nextUrl.pathname)
    : localeRoute(request.nextUrl.pathname)
  const nonce = isCacheRender(request.headers) ? undefined : newNonce()
  const answer = securityHeaders({
    kind: answerKind(request.nextUrl.pathname),
    nonce,
    features: siteFeatures(),
    https: servedOverHttps(request.headers, env.siteUrl, env.trustedProxies),
    // A package is framed by nobody, not even the site itself.
    framedBySelf: !packageToken && isSelfFrameNavigation(request.headers),
    draftMode: !packageToken && request.cookies.has(DRAFT_MODE_COOKIE),
    dev: process.env.NODE_ENV === 'development',
  })
  if (route.kind === 'redirect') {
    const url = request.nextUrl.clone()
    url.pathname = route.location
    const redirect = NextResponse.redirect(url, 308)
    for (const [name, value] of Object.entries(answer)) redirect.headers.set(name, value)
    return redirect
  }
  const headers = new Headers(request.headers)
  // As sent, percent-encoded: a header holds no control characters and nothing beyond Latin-1,
  // and a decoded `/%E2%82%AC` or `/%00` made every such request a 500. The screen decodes it.
  headers.set('x-roster-path', request.nextUrl.pathname)
  // The query too, for the language switch: the same page in another language keeps its filters.
  headers.set('x-roster-search', request.nextUrl.search)
  if (nonce) headers.set('x-nonce', nonce)
  else headers.delete('x-nonce')
  // Without a nonce source in it, Next puts no nonce on its scripts.
  headers.set('content-security-policy', answer['content-security-policy']!)
  headers.delete('content-security-policy-report-only')
  headers.set(LOCALE_HEADER, route.locale)
  const response =
    route.kind !== 'other' && route.rewrite
      ? NextResponse.rewrite(new URL(route.rewrite + request.nextUrl.search, request.url), {
          request: { headers },
          // An expired or revoked package link: the page says so, with the status that says it.
          ...(gate?.kind === 'gone' ? { status: 410 } : {}),
        })
      : NextResponse.next({ request: { headers } })
  for (const [name, value] of Object.entries(answer)) response.headers.set(name, value)
  // Which language a page or content answer is in: for caches (the front's page cache drops
  // only the pages of a language whose translation changed), crawlers and assistive tools.
  if (route.kind !== 'other') response.headers.set('content-language', route.locale)
  if (packageToken)
    for (const [name, value] of Object.entries(PACKAGE_HEADERS)) response.headers.set(name, value)
  return response
}

/** A package link renders in its package's language, whatever its address says. */
function packageRoute(token: string, locale: Locale | undefined, pathname: string): LocaleRoute {
  if (!locale) return localeRoute(pathname)
  return { kind: 'page', locale, rewrite: `/${locale}/p/${token}` }
}

// Every answer but the endpoints that read a visitor's body (the forms, Stripe's checkout and
// webhook, a package client's posts: any `/api/_packages/{token}/{action}`, so that an escaped
// action such as `%76ote`, which Next routes to the same endpoint, is left out too; the route
// answers an unknown action 404 before it reads a byte. Any other path under their folders, which
// only the content API's 404 or the package pictures answer, keeps the proxy).
// Next hands the proxy a copy of every request body and waits for the body's end before the route
// runs: a 20 MB post to a form was read whole before the route could refuse it by its declared
// length (413), and a declared length that never came held the request. Their routes read the
// body themselves, within their limits (features/forms/endpoint.ts); their answers get the same
// headers as any JSON answer from the answer guard (lib/http/answer-guard.ts, fallbackHeaders).
// Next's static files are included: a script must never be sniffed as another type, whatever the
// server that copies them does. A literal: Next reads it from the source at build time.
export const config = {
  matcher: [
    '/((?!api/(?:_|%5[Ff])(?:forms/(?:contact|inquiry|submission)|payments/(?:webhook|[^/]+/checkout)|packages/[^/]+/[^/]+)/?(?:[?#]|$)).*)',
  ],
}
