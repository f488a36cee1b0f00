/**
 * What the proxy (src/proxy.ts) learns of a package link before the page renders: whether to
 * refuse the address (too many lookups), in which language to render it, and with which status
 * (410 for an expired or revoked link: a page cannot set one itself). The server process answers
 * (link-gate-answer.ts, registered from instrumentation): the proxy imports no database code.
 * Without an answer (the build), the page alone decides, with status 200 for a gone link.
 */
import { isLocale, type Locale } from '@/lib/i18n/locales'

export type LinkGate =
  | { readonly kind: 'open' | 'gone' | 'unknown'; readonly locale: Locale }
  | { readonly kind: 'limited'; readonly retryAfterS: number }

type Answer = (token: string, headers: Headers) => Promise<LinkGate>

const GATE = Symbol.for('roster.packages.linkGate')
type Registry = { [GATE]?: Answer }

export function provideLinkGate(answer: Answer): void {
  ;(globalThis as Registry)[GATE] = answer
}

export function askLinkGate(token: string, headers: Headers): Promise<LinkGate> | undefined {
  return (globalThis as Registry)[GATE]?.(token, headers)
}

/**
 * The token of a package link, `/p/{token}` (or `/{lang}/p/{token}`); undefined for any other path.
 * Read as Next routes the path, escapes decoded: `/%70/{token}` reaches the same page, and must
 * pass the same gate (its rate limit, its status, its private headers).
 */
export function packageLinkToken(pathname: string): string | undefined {
  let routed: string
  try {
    routed = decodeURIComponent(pathname)
  } catch {
    return undefined
  }
  const segments = routed.split('/')
  const at = isLocale(segments[1]) && segments[2] === 'p' ? 3 : segments[1] === 'p' ? 2 : -1
  if (at < 0 || segments.length !== at + 1) return undefined
  return segments[at] || undefined
}
