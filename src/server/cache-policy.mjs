// @ts-check
/**
 * Which answers the front may keep and hand to everyone, and under which key
 * (docs/decisions/0013-cached-pages.md).
 *
 * Kept: GET and HEAD of the visitor pages and of the page JSON (`/api/{path}`), for anonymous
 * visitors: no staff session, no draft mode, no credentials; and the icons. Never kept: the admin,
 * Payload's API, the site's own endpoints (`/api/_…`, forms, search, payments), files and images
 * (the media and the image proxy have caches of their own), and any
 * query string with a key a page does not read for everyone (a payment's `session_id`, a
 * campaign's `utm_source`): those render per request, as before.
 */
import { isbot } from 'isbot'

/**
 * Query keys whose every value shows the same page to everyone: a book's filters
 * (features/books/filters.ts), the print card's options (features/print/options.ts), and Next's
 * `_rsc`, which only busts browser caches of navigation payloads.
 */
export const SHARED_QUERY_KEYS = new Set([
  '_rsc',
  'town',
  'inTown',
  'heightMin',
  'heightMax',
  'hair',
  'eyes',
  'page',
  'layout',
  'units',
  'print',
])

/**
 * Whether the visitor is a crawler (isbot): the site's error handling differs for them
 * (features/errors), so they get pages of their own. Remembered per user agent, since the same
 * few agents ask again and again.
 * @type {Map<string, boolean>}
 */
const botAgents = new Map()
const MAX_REMEMBERED_AGENTS = 1000

/** @param {string | undefined} agent */
export function isBotAgent(agent = '') {
  let bot = botAgents.get(agent)
  if (bot === undefined) {
    bot = isbot(agent)
    if (botAgents.size >= MAX_REMEMBERED_AGENTS) botAgents.clear()
    botAgents.set(agent, bot)
  }
  return bot
}

/** Cookies that make a page someone's own: a staff session, Next's draft mode. */
const PERSONAL_COOKIE = /(?:^|;\s*)(?:payload-token|__prerender_bypass)=/

/**
 * The request headers a page's bytes depend on besides its URL: the ones Next names in `Vary`
 * for its navigation payloads.
 */
export const KEY_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
]

/**
 * How long a shared cache in front (nginx, deploy/nginx.conf) may keep a page, and serve it
 * stale while it asks again. One second: a publish shows through the front within two, and
 * asking again costs an instance a 304 from its own page cache.
 */
export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30'
/**
 * A crawler's page: kept here, but not by a shared cache, which cannot tell crawlers from
 * people without varying on every user agent.
 */
export const BOT_CACHE_CONTROL = 'private, no-cache'
/** What a shared cache must consider besides the URL (the navigation headers are Next's own). */
export const PAGE_VARY =
  'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding, Sec-Fetch-Dest'

/** Next's script and style files: named by their content, so the same for everyone, forever. */
const STATIC_FILE = /^\/_next\/static\/[\w./-]+\.(?:js|css)$/

/**
 * The key of a build file the front keeps compressed (brotli, which Next does not send), or
 * undefined. Anything unusual about the address goes to Next as it is.
 * @param {string | undefined} method
 * @param {string} url
 */
export function staticFileKey(method, url) {
  if (method !== 'GET' && method !== 'HEAD') return undefined
  return STATIC_FILE.test(url) && !url.includes('..') ? url : undefined
}

/**
 * Pictures a route draws from content (the icons, from the logo): the same for everyone until a
 * publish, and each costs a resize, so they are kept like pages.
 */
const ROUTE_PICTURE = /^\/(?:icons\/icon-\d+\.png|favicon\.ico)$/

/**
 * A shared shortlist (`/shortlist/{slug},{slug}`, `/es/shortlist/…`): its address is known only to
 * whom it was sent, so whether someone asked for it before is theirs to know. It is kept, but
 * its answers never say whether they came from the cache.
 * @param {string} url the request target
 */
export function isPrivateAddress(url) {
  const [, first, second, third] = routedPath(url.split(/[?#]/)[0] ?? '').split('/')
  if (first === 'shortlist') return Boolean(second)
  return /^[a-z]{2}$/.test(first ?? '') && second === 'shortlist' && Boolean(third)
}

/**
 * The path as Next routes it: percent-escapes decoded (`%2e%2e` is `..`, `%63ms` is `cms`), so
 * what is decided here is decided on the route the render reaches. Undecodable: '' (no route).
 * @param {string} pathname
 */
function routedPath(pathname) {
  if (!pathname.includes('%')) return pathname
  try {
    return decodeURIComponent(pathname)
  } catch {
    return ''
  }
}

/** @param {string} pathname as Next routes it */
function isSharedPath(pathname) {
  // Never a route of ours: an empty segment, a backslash (which some clients read as a slash).
  if (!pathname.startsWith('/') || pathname.includes('//') || pathname.includes('\\')) return false
  if (ROUTE_PICTURE.test(pathname)) return true
  if (pathname.startsWith('/admin') || pathname.startsWith('/cms/')) return false
  if (pathname.startsWith('/image/') || pathname.startsWith('/media/')) return false
  const segments = pathname.split('/')
  // `_` and `.` never begin a page or book slug: Next's files, test routes, our own endpoints.
  if (segments.some((segment) => segment.startsWith('_') || segment.includes('.'))) return false
  // The PDFs of a print card and of a shortlist have a cache of their own (the data cache). Either
  // may follow a language prefix (`/es/print/…/pdf`).
  const pdfRoute = segments
    .slice(1, 3)
    .some((segment) => segment === 'print' || segment === 'shortlist')
  if (pdfRoute && segments.at(-1) === 'pdf') return false
  return true
}

/**
 * @typedef {import('node:http').IncomingHttpHeaders} Headers
 * @param {string | undefined} method
 * @param {string} url the request target, path and query
 * @param {Headers} headers
 * @param {boolean} https the visitor came over https (lib/http/forwarded.mjs): a page's headers
 *   differ (HSTS)
 * @returns {string | undefined} the key of the shared answer, or undefined when it must render
 */
export function sharedPageKey(method, url, headers, https) {
  if (method !== 'GET' && method !== 'HEAD') return undefined
  if (headers.authorization || PERSONAL_COOKIE.test(headers.cookie ?? '')) return undefined
  const queryAt = url.indexOf('?')
  if (!isSharedPath(routedPath(queryAt < 0 ? url : url.slice(0, queryAt)))) return undefined
  if (queryAt >= 0) {
    for (const name of new URLSearchParams(url.slice(queryAt + 1)).keys())
      if (!SHARED_QUERY_KEYS.has(name)) return undefined
  }
  // A frame may be one of our own (a lightbox slide): its policy lets us frame it. Rare; kept
  // out of the cache, and apart in a shared one by Vary.
  const dest = headers['sec-fetch-dest']
  if (dest === 'iframe' || dest === 'frame') return undefined
  const parts = [
    url,
    https ? 'https' : 'http',
    isBotAgent(headers['user-agent']) ? 'bot' : 'person',
  ]
  for (const name of KEY_HEADERS) parts.push(String(headers[name] ?? ''))
  return parts.join('\n')
}
