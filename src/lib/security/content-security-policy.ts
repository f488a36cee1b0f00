/**
 * The Content-Security-Policy of every kind of answer, as pure functions of what the answer is
 * and what the site has switched on (docs/decisions/0011-security-headers.md).
 *
 * Scripts run only with the request's nonce, or when a nonced script loads them
 * ('strict-dynamic'): no 'unsafe-inline', no 'unsafe-eval' outside development. Styles keep
 * 'unsafe-inline': server-rendered `style` attributes (Next, Payload's admin, ours) need it, and
 * a nonce in style-src would switch it off.
 */
import { SCRIPT_HASHES_PLACEHOLDER } from '@/lib/cache/cache-render.mjs'

/** Google's CSP guide for GA4: the tag, its beacons and its pixels. */
export const ANALYTICS_SOURCES = [
  'https://*.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
] as const

/** reCAPTCHA's FAQ: its scripts, and the frames it draws its challenges in. */
export const RECAPTCHA_SCRIPT_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
] as const
export const RECAPTCHA_FRAME_SOURCES = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
] as const

/** Where a paying visitor is sent (Stripe Checkout), when payments are on. */
export const STRIPE_CHECKOUT_SOURCE = 'https://checkout.stripe.com'

/** The players the lightbox embeds (features/gallery/gallery-item.ts). */
export const VIDEO_PLAYER_SOURCES = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const

/** JSON, feeds, files: nothing in them may load or run anything, nor be framed. */
export const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** The image proxy's answers: as RESOURCE_POLICY, and sandboxed should one be opened as a page. */
export const IMAGE_POLICY = `${RESOURCE_POLICY}; sandbox`

/** What a page's policy depends on besides its nonce. */
export type SiteFeatures = {
  /** A Google Analytics measurement id is set (settings → website). */
  readonly analytics: boolean
  /** RECAPTCHA_SITE_KEY is set. */
  readonly recaptcha: boolean
  /** Stripe Checkout is on (STRIPE_SECRET_KEY is set). */
  readonly stripe: boolean
}

export type DocumentPolicyOptions = {
  /** The visitor site, or Payload's admin (which has none of the site's third parties). */
  readonly surface: 'site' | 'admin'
  /**
   * The request's nonce. Without one the policy holds a placeholder, which the page cache
   * replaces with the hashes of the page's scripts (src/server/page-scripts.mjs).
   */
  readonly nonce: string | undefined
  readonly features: SiteFeatures
  /** Served over https: mixed content is upgraded. */
  readonly https: boolean
  /**
   * A frame navigation started by one of our own pages (the lightbox's `iframe` slides). Such a
   * page may be framed by the site itself ('self' still refuses every foreign ancestor).
   */
  readonly framedBySelf: boolean
  /** `next dev`: React's debugging needs eval. Never in a production build. */
  readonly dev: boolean
}

type Directives = Record<string, readonly string[]>

/** The policy of an HTML page of the site or of the admin. */
export function documentPolicy(options: DocumentPolicyOptions): string {
  const { features, surface } = options
  const site = surface === 'site'
  const analytics = site && features.analytics ? ANALYTICS_SOURCES : []
  const recaptcha = site && features.recaptcha
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      options.nonce ? `'nonce-${options.nonce}'` : SCRIPT_HASHES_PLACEHOLDER,
      "'strict-dynamic'",
      // Host lists only matter to browsers without 'strict-dynamic'.
      ...analytics,
      ...(recaptcha ? RECAPTCHA_SCRIPT_SOURCES : []),
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: for the admin's upload previews; data: for small inlined pictures.
    'img-src': ["'self'", 'data:', 'blob:', ...analytics],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...analytics],
    'media-src': ["'self'", 'blob:'],
    'frame-src': site
      ? ["'self'", ...VIDEO_PLAYER_SOURCES, ...(recaptcha ? RECAPTCHA_FRAME_SOURCES : [])]
      : ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(site && features.stripe ? [STRIPE_CHECKOUT_SOURCE] : [])],
    'frame-ancestors': [options.framedBySelf ? "'self'" : "'none'"],
  }
  const policy = serialize(directives)
  return options.https ? `${policy}; upgrade-insecure-requests` : policy
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ')
}

/** A policy as directive name → sources, for checks such as policyAllowsAnalytics. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/** Whether a page served under `policy` may load Google Analytics and send it page views. */
export function policyAllowsAnalytics(policy: string | null): boolean {
  if (!policy) return false
  const connect = parsePolicy(policy).get('connect-src') ?? []
  return ANALYTICS_SOURCES.every((source) => connect.includes(source))
}
