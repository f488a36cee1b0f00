// @ts-check
/**
 * Which answers the front may keep and hand to everyone, and under which key
 * (docs/decisions/0013-cached-pages.md).
 *
 * Kept: GET and HEAD of the visitor pages and of the page JSON (`/api/{path}`), for everyone
 * outside draft mode; and the icons. A staff session or credentials change nothing on those pages
 * (they read as a visitor unless draft mode is on, lib/data/content.ts), so staff browsing the
 * site are given the visitors' page, and a made-up session cookie buys no render (decision 34).
 * Never kept: the admin, Payload's API, the site's own endpoints (`/api/_…`, forms, search,
 * payments), files and images (the media and the image proxy have caches of their own), and a
 * payment's return (`session_id`), which shows one payer's record.
 *
 * Every spelling of one page is one entry (issue 30): a page is kept under its canonical address,
 * the path with its escapes in one form and of the query only what the page reads, each value
 * as the page reads it (`?hair=x` is the unfiltered book, `?page=2&hair=red` is
 * `?hair=red&page=2`). Any other key (a campaign's `utm_source`, a click's `fbclid`) is not read
 * by any page, so its request is answered with the clean address's page: no render, and the
 * entries of a book are bounded by its real filter combinations, not by what a client types.
 */
import { isbot } from 'isbot'

import { BOOK_QUERY_KEYS, filterQuery, parseBookFilters } from '../features/books/filter-query.mjs'
import { PRINT_QUERY_KEYS, parsePrintOptions, printQuery } from '../features/print/print-query.mjs'
import { LOCALES } from '../lib/i18n/locale-codes.mjs'

/** @param {string | undefined} segment a path's first segment */
const isLanguagePrefix = (segment) => LOCALES.some((code) => code === segment)

/** Query keys that make a page someone's own: a payment's return shows one payer's record. */
const PERSONAL_QUERY_KEYS = new Set(['session_id'])

/**
 * Next's key for navigation payloads: its value is a hash of the navigation headers (in the
 * key already), which Next checks; it is kept on payload requests, dropped from page requests.
 */
const NAVIGATION_QUERY_KEY = '_rsc'

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

/** Next's draft mode cookie: its value is the build's preview mode id when draft mode is on. */
const DRAFT_MODE_COOKIE = /(?:^|;)\s*__prerender_bypass=([^;]*)/g

/**
 * Whether a request is in draft mode, as Next decides it: a draft mode cookie that holds the
 * build's preview mode id (`.next/prerender-manifest.json`). Only a staff member's preview route
 * sets it (features/preview); any other value is ignored by Next, so its page is the visitors'.
 * Of two such cookies Next reads the last, as here.
 * @param {string | undefined} cookie the Cookie header
 * @param {string} draftModeId the build's preview mode id
 */
export function inDraftMode(cookie, draftModeId) {
  if (!cookie?.includes('__prerender_bypass=')) return false
  let value
  for (const match of cookie.matchAll(DRAFT_MODE_COOKIE)) value = match[1]
  return value === draftModeId
}

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
 * A page asked at another address than its canonical one (`/?utm_source=…`): answered from the
 * canonical page kept here, so a shared cache in front need not keep a copy under every alias
 * (`no-cache`: nginx keeps none; a browser asks again with the ETag).
 */
export const ALIAS_CACHE_CONTROL = 'public, no-cache'
/**
 * A not-found answer: kept here briefly (the not-found cache), by no cache after it, as no error
 * answer is: a shared one could not drop it when a page is published at its address.
 */
export const NOT_FOUND_CACHE_CONTROL = 'no-store'
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
 * The sitemaps: the same for everyone until a publish, hundreds of kilobytes on a large roster,
 * and read whole by every crawler, so they are kept like pages, and sent with brotli too.
 */
const SITEMAP_FILE = /^\/(?:sitemap\.xml|sitemaps\/[1-9]\d{0,5}\.xml)$/

/**
 * A shared shortlist (`/shortlist/{slug},{slug}`, `/es/shortlist/…`): its address is known only to
 * whom it was sent, so whether someone asked for it before is theirs to know. It is kept, but
 * its answers never say whether they came from the cache.
 * @param {string} url the request target
 */
export function isPrivateAddress(url) {
  const [, first, second, third] = routedPath(url.split(/[?#]/)[0] ?? '').split('/')
  if (first === 'shortlist') return Boolean(second)
  return isLanguagePrefix(first) && second === 'shortlist' && Boolean(third)
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

/**
 * A package's link (`/p/{token}`, in any language) and anything under it: one client's own
 * selection, with what they voted, recorded as they open it. Never kept, by the front or a cache
 * after it (docs/decisions/0042-packages-tokens-and-privacy.md).
 * @param {readonly string[]} segments the routed path's, split at `/` (the first is empty)
 */
function isPackagePath(segments) {
  return segments[1] === 'p' || (isLanguagePrefix(segments[1]) && segments[2] === 'p')
}

/** @param {string} pathname as Next routes it */
function isSharedPath(pathname) {
  // Never a route of ours: an empty segment, a backslash (which some clients read as a slash).
  if (!pathname.startsWith('/') || pathname.includes('//') || pathname.includes('\\')) return false
  if (ROUTE_PICTURE.test(pathname) || SITEMAP_FILE.test(pathname)) return true
  if (pathname.startsWith('/admin') || pathname.startsWith('/cms/')) return false
  if (pathname.startsWith('/image/') || pathname.startsWith('/media/')) return false
  const segments = pathname.split('/')
  if (isPackagePath(segments)) return false
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
 * The path in one spelling: escapes decoded where they stand for a plain character (`/%77omen`
 * is `/women`) and written as `encodeURI` writes them (`%c3%a1` is `%C3%A1`). Undefined for a path
 * whose escapes stand for a separator (`%2F`, `%3F`, `%23`, `%25`): decoded, it would be another
 * address, so it is rendered for its request alone.
 * @param {string} pathname as asked
 * @param {string} routed the same, decoded
 */
function canonicalPath(pathname, routed) {
  if (pathname === routed) return pathname
  return /%(?:2f|3f|23|25)/i.test(pathname) ? undefined : encodeURI(routed)
}

/**
 * What a page at `routed` reads of its query, in one spelling: a book's filters on a one-segment
 * page (a book, or a page that reads none of them), a book's page number in the page JSON of one
 * (`/api/women?page=2`, `/api/es/women?page=2`), a print card's options under `/print/`, and
 * nothing anywhere else.
 * @param {string} routed the path as Next routes it
 * @param {URLSearchParams | undefined} params undefined for none (the common case: no work)
 */
function canonicalQuery(routed, params) {
  // A sitemap reads no query: `/sitemap.xml?page=2` is the sitemap, not a book's page.
  if (SITEMAP_FILE.test(routed)) return ''
  const segments = routed.split('/').filter(Boolean)
  /** @param {readonly string[]} keys */
  const read = (keys) => Object.fromEntries(keys.map((key) => [key, params?.getAll(key) ?? []]))
  if (segments[0] === 'api') {
    const content = isLanguagePrefix(segments[1]) ? segments.slice(2) : segments.slice(1)
    if (!params || content.length !== 1) return ''
    return filterQuery({ page: 1 }, parseBookFilters(read(['page'])).page)
  }
  if (isLanguagePrefix(segments[0])) segments.shift()
  if (segments[0] === 'print' && segments.length > 1) {
    const options = parsePrintOptions(read(PRINT_QUERY_KEYS))
    return printQuery(options, options.autoPrint)
  }
  // `/es/api` is no page (`api` is no slug): only a book reads filters.
  if (params && segments.length === 1 && segments[0] !== 'api') {
    const filters = parseBookFilters(read(BOOK_QUERY_KEYS))
    return filterQuery(filters, filters.page)
  }
  return ''
}

/**
 * @typedef {import('node:http').IncomingHttpHeaders} Headers
 * @typedef {object} SharedPage
 * @property {string} key the entry's key: the canonical address and what else the page depends on
 * @property {string} address the canonical address (path and query), which a render asks for
 * @property {readonly string[]} keyHeaders the request headers the key holds, which a render is
 *   sent
 */

/**
 * Where Next answers with something other than the site's routes, each with a cost or a limit of
 * its own: its build files, the admin and Payload's API (staff's), the site's own endpoints (forms,
 * search, payments: rate limits and caches of their own), the media and the pictures (their
 * caches).
 */
const NOT_SITE_ROUTE = /^\/(?:_next\/|admin(?:\/|$)|cms\/|api\/_|image\/|media\/)/

/**
 * Whether a request renders with the site's routes outside draft mode: a page, shared or not, the
 * page JSON, a not-found answer, a PDF, the sitemaps, with any method or body. Its render takes
 * its turn with the renders for the cache (src/server/render-gate.mjs), so that nothing a visitor
 * can send makes renders unbounded. A draft preview is a staff member's, and never waits.
 * @param {string} url
 * @param {Headers} headers
 * @param {string} draftModeId the build's preview mode id (inDraftMode)
 */
export function rendersForVisitor(url, headers, draftModeId) {
  if (inDraftMode(headers.cookie, draftModeId)) return false
  const queryAt = url.indexOf('?')
  const routed = routedPath(queryAt < 0 ? url : url.slice(0, queryAt))
  // An undecodable path or a target that is no path never reaches a route: the answer guard
  // answers it (lib/http/answer-guard.ts).
  return routed.startsWith('/') && !NOT_SITE_ROUTE.test(routed)
}

/**
 * @param {string | undefined} method
 * @param {string} url the request target, path and query
 * @param {Headers} headers
 * @param {{ https: boolean, draftModeId: string }} context `https`: the visitor came over https
 *   (lib/http/forwarded.mjs), and a page's headers differ (HSTS); `draftModeId`: the build's
 *   preview mode id (inDraftMode)
 * @returns {SharedPage | undefined} the shared answer's key and address, or undefined when the
 *   request must render for itself
 */
export function sharedPage(method, url, headers, { https, draftModeId }) {
  if (method !== 'GET' && method !== 'HEAD') return undefined
  if (inDraftMode(headers.cookie, draftModeId)) return undefined
  // A fragment is never sent by a browser: such a target is rendered for its request alone.
  if (url.includes('#')) return undefined
  const queryAt = url.indexOf('?')
  const pathname = queryAt < 0 ? url : url.slice(0, queryAt)
  const routed = routedPath(pathname)
  if (!isSharedPath(routed)) return undefined
  const path = canonicalPath(pathname, routed)
  if (path === undefined) return undefined
  // A frame may be one of our own (a lightbox slide): its policy lets us frame it. Rare; kept
  // out of the cache, and apart in a shared one by Vary.
  const dest = headers['sec-fetch-dest']?.toLowerCase()
  if (dest === 'iframe' || dest === 'frame') return undefined
  const params = queryAt < 0 ? undefined : new URLSearchParams(url.slice(queryAt + 1))
  // A picture a route draws reads no query: one asked with one is not ours to keep.
  if (params && ROUTE_PICTURE.test(routed)) return undefined
  for (const name of PERSONAL_QUERY_KEYS) if (params?.has(name)) return undefined
  let address = path + canonicalQuery(routed, params)
  // Next reads its navigation headers only on a navigation payload's request (`rsc: 1`): on any
  // other they change nothing, so they are neither in its key nor sent to its render. The page
  // JSON is a route of ours that reads none of them: there they would only make new entries.
  const payload = headers.rsc === '1' && !routed.startsWith('/api/') && routed !== '/api'
  const navigation = params?.get(NAVIGATION_QUERY_KEY) ?? null
  if (navigation !== null && payload)
    address += `${address.includes('?') ? '&' : '?'}${NAVIGATION_QUERY_KEY}=${encodeURIComponent(navigation)}`
  const keyHeaders = payload ? KEY_HEADERS : []
  const parts = [
    address,
    https ? 'https' : 'http',
    isBotAgent(headers['user-agent']) ? 'bot' : 'person',
  ]
  for (const name of keyHeaders) parts.push(`${name}: ${headers[name] ?? ''}`)
  return { key: parts.join('\n'), address, keyHeaders }
}
