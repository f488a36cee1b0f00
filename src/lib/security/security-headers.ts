import {
  documentPolicy,
  IMAGE_POLICY,
  RESOURCE_POLICY,
  type SiteFeatures,
} from './content-security-policy'

/** HSTS for a year, subdomains included (at least six months is what scanners ask for). */
export const HSTS = 'max-age=31536000; includeSubDomains'
export const REFERRER_POLICY = 'strict-origin-when-cross-origin'
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()'

/** Next's draft-mode cookie, set by the preview route (src/features/preview/enter-preview.ts). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * What an answer is, from its path alone (the proxy decides before the route runs):
 * - `site`: a page of the visitor site, its not-found and server-error screens included;
 * - `admin`: Payload's admin;
 * - `image`: the image proxy;
 * - `resource`: our JSON API, Payload's REST API and files, Next's static assets.
 */
export type AnswerKind = 'site' | 'admin' | 'image' | 'resource'

const under = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(`${prefix}/`)

export function answerKind(pathname: string): AnswerKind {
  if (under(pathname, '/admin')) return 'admin'
  if (under(pathname, '/image/proxy') || under(pathname, '/image/social')) return 'image'
  if (under(pathname, '/api') || under(pathname, '/cms/api') || under(pathname, '/_next/static'))
    return 'resource'
  return 'site'
}

export type AnswerFacts = {
  readonly kind: AnswerKind
  /** The request's nonce; none for a render the page cache keeps (its scripts go by hash). */
  readonly nonce: string | undefined
  readonly features: SiteFeatures
  readonly https: boolean
  readonly framedBySelf: boolean
  /**
   * Next's draft mode is on: a staff member previewing drafts, whose admin frames the page in
   * its live preview. A site page may then be framed by the site itself. (Next itself answers
   * draft mode with `private, no-cache, no-store`, and the front's cache never keeps it.)
   */
  readonly draftMode: boolean
  readonly dev: boolean
}

/** Every security header of an answer, by lower-case name. */
export function securityHeaders(facts: AnswerFacts): Record<string, string> {
  const document = facts.kind === 'site' || facts.kind === 'admin'
  const draftPage = facts.kind === 'site' && facts.draftMode
  const framedBySelf = document && (facts.framedBySelf || draftPage)
  const headers: Record<string, string> = {
    'content-security-policy': document
      ? documentPolicy({
          ...facts,
          surface: facts.kind === 'admin' ? 'admin' : 'site',
          framedBySelf,
        })
      : facts.kind === 'image'
        ? IMAGE_POLICY
        : RESOURCE_POLICY,
    // For browsers that predate frame-ancestors; the same rule.
    'x-frame-options': framedBySelf ? 'SAMEORIGIN' : 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': REFERRER_POLICY,
    'permissions-policy': PERMISSIONS_POLICY,
  }
  if (facts.https) headers['strict-transport-security'] = HSTS
  return headers
}

/**
 * A page asked for by a frame of one of our own pages: the browser says so in Fetch Metadata,
 * which scripts cannot forge. A lie would not help a foreign page anyway: frame-ancestors
 * 'self' checks every ancestor.
 */
export function isSelfFrameNavigation(headers: Headers): boolean {
  const dest = headers.get('sec-fetch-dest')
  return (dest === 'iframe' || dest === 'frame') && headers.get('sec-fetch-site') === 'same-origin'
}
