// @ts-check
/**
 * A page as the front keeps it: made once from a render (scripts hashed, compressed with brotli,
 * an ETag), then sent as it is to every visitor who asks. Gzip, for the few clients without
 * brotli, is made from it the first time one asks (`withGzip`): kept in one encoding, a page
 * takes about half the memory, so a cache of the same size holds twice the site.
 */
import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import {
  ALIAS_CACHE_CONTROL,
  BOT_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_VARY,
  SHARED_CACHE_CONTROL,
} from './cache-policy.mjs'
import { SCRIPT_HASHES_PLACEHOLDER } from '../lib/cache/cache-render.mjs'
import { hashPageScripts } from './page-scripts.mjs'

const brotli = promisify(zlib.brotliCompress)
const unbrotli = promisify(zlib.brotliDecompress)

/**
 * Brotli's quality for a page as it is first kept: made at every miss and every publish, while
 * its visitors wait, so it must cost little. Quality 5 takes a few milliseconds on a 100 KB page;
 * 10 took hundreds (in the libuv pool, on the same core as the hits), thirty times the render.
 */
const QUICK_BROTLI_QUALITY = 5
/**
 * Brotli's quality for what is sent over and over: a page once the front has time to compress
 * it again (`finerPage`). 12-13 % fewer bytes than quality 5, and the bytes are what a hit costs
 * (docs/benchmarks.md, "Traffic").
 */
const BEST_BROTLI_QUALITY = 10
/**
 * Brotli's quality for a build file: compressed once per instance and build, then sent to every
 * first visit, so the most compact brotli makes. Against quality 10, in one build: 2.1 KiB off
 * the home page's first-load JavaScript (126,032 bytes instead of 128,194, its 8 files), for
 * about half a second more, once, on the largest file (docs/benchmarks.md).
 */
const BUILD_FILE_BROTLI_QUALITY = 11
/** Gzip's level for a kept page, made while its first gzip client waits: a millisecond or two. */
const GZIP_LEVEL = 6

/** @param {Buffer} body @param {number} quality */
const brotliAt = (body, quality) =>
  brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })

/** Headers of the render that are about one connection or one answer, not about the page. */
const NOT_KEPT = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'etag',
  'cache-control',
  'vary',
  'set-cookie',
  // How the proxy routed the request (`/about` to `/en/about`): nobody's business outside.
  'x-middleware-rewrite',
])

/**
 * Pages, their navigation payloads, the page JSON, pictures made by a route (icons), the
 * sitemaps, and Next's script and style files.
 */
const KEPT_TYPES =
  /^(text\/html|text\/x-component|application\/json|image\/|application\/xml|application\/javascript|text\/javascript|text\/css)/

/**
 * @typedef {object} Rendered what Next answered a cache render
 * @property {number} status
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} body uncompressed
 * @property {import('../lib/cache/render-record.mjs').RenderRecord} [record] what the render read
 */

/**
 * Whether everyone may be given this answer.
 * @param {Rendered} rendered
 */
export function isShareable(rendered) {
  return (
    rendered.status === 200 &&
    rendered.headers['set-cookie'] === undefined &&
    KEPT_TYPES.test(String(rendered.headers['content-type'] ?? ''))
  )
}

/**
 * Whether everyone but crawlers may be given this not-found answer (a crawler's is logged, and
 * shows no screen: it renders each time): a page's, or the page JSON's.
 * @param {Rendered} rendered
 */
export function isShareableNotFound(rendered) {
  return (
    rendered.status === 404 &&
    rendered.headers['set-cookie'] === undefined &&
    /^(text\/html|application\/json)/.test(String(rendered.headers['content-type'] ?? ''))
  )
}

/**
 * The page's body with its scripts allowed by hash, and the policy that lists them. Any answer
 * of a cache render passes here before it is sent, kept or not: it was made without a nonce.
 * @param {Rendered} rendered
 * @returns {{ body: Buffer, headers: [string, string][] }}
 */
export function withScriptHashes(rendered) {
  const html = String(rendered.headers['content-type'] ?? '').startsWith('text/html')
  const page = html ? hashPageScripts(rendered.body.toString('utf8')) : undefined
  const sources = page?.hashes.join(' ') ?? ''
  /** @type {[string, string][]} */
  const headers = []
  for (const [name, value] of Object.entries(rendered.headers)) {
    if (value === undefined || NOT_KEPT.has(name)) continue
    for (const one of Array.isArray(value) ? value : [value]) {
      headers.push([
        name,
        name === 'content-security-policy'
          ? one.replace(` ${SCRIPT_HASHES_PLACEHOLDER}`, sources ? ` ${sources}` : '')
          : one,
      ])
    }
  }
  return { body: page ? Buffer.from(page.html, 'utf8') : rendered.body, headers }
}

/**
 * @param {Rendered} rendered a shareable answer (isShareable)
 * @param {{ now: number, forBots: boolean, tellsCacheState: boolean }} facts `tellsCacheState`:
 *   whether answers say `x-roster-cache: HIT` or `MISS`, which is no one's business on a
 *   private address (cache-policy.mjs, isPrivateAddress): a hit says someone asked before
 * @returns {Promise<import('./page-cache.mjs').CachedPage>}
 */
export async function cachedPage(rendered, { now, forBots, tellsCacheState }) {
  const { body, headers } = withScriptHashes(rendered)
  // A build file is named by its content: it keeps Next's `immutable`, and varies by encoding alone.
  const immutable = /\bimmutable\b/.test(String(rendered.headers['cache-control'] ?? ''))
  const br = await brotliAt(body, immutable ? BUILD_FILE_BROTLI_QUALITY : QUICK_BROTLI_QUALITY)
  const etag =
    typeof rendered.headers.etag === 'string'
      ? rendered.headers.etag
      : `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
  // A picture a route makes (the icons) keeps the freshness its route gives browsers.
  const ownFreshness = immutable || String(rendered.headers['content-type']).startsWith('image/')
  const cacheControl =
    ownFreshness && rendered.headers['cache-control']
      ? String(rendered.headers['cache-control'])
      : rendered.status === 404
        ? NOT_FOUND_CACHE_CONTROL
        : forBots
          ? BOT_CACHE_CONTROL
          : SHARED_CACHE_CONTROL
  headers.push(['vary', immutable ? 'Accept-Encoding' : PAGE_VARY], ['etag', etag])
  /** @param {string} policy @returns {import('./page-cache.mjs').Answers} */
  const answersWith = (policy) => {
    // A stale answer (the page before a publish, or past its freshness) is kept by no shared
    // cache: nginx would go on sending it for its s-maxage after this instance has the new page,
    // and a publish would take seconds more to show through it.
    const stalePolicy = policy === SHARED_CACHE_CONTROL ? ALIAS_CACHE_CONTROL : policy
    /** @param {import('./page-cache.mjs').CacheState} state */
    const stated = (state) => {
      const flat = [...headers.flat(), 'cache-control', state === 'STALE' ? stalePolicy : policy]
      return tellsCacheState ? [...flat, 'x-roster-cache', state] : flat
    }
    /** @param {import('./page-cache.mjs').CacheState} state */
    const answers = (state) => {
      const common = stated(state)
      return {
        br: [...common, 'content-encoding', 'br', 'content-length', String(br.length)],
        identity: [...common, 'content-length', String(body.length)],
        notModified: common,
      }
    }
    return { HIT: answers('HIT'), MISS: answers('MISS'), STALE: answers('STALE') }
  }
  const answers = answersWith(cacheControl)
  return {
    status: rendered.status,
    headers,
    bodies: { br },
    finestBrotli: immutable,
    etag,
    storedAt: now,
    // A render that noted no read (a route that reads nothing cached) may show anything.
    tags: rendered.record?.tags.size ? rendered.record.tags : undefined,
    expiresAt: rendered.record?.expiresAt ?? Infinity,
    answers,
    // Kept here under its canonical address: a shared cache need not keep it under every alias.
    aliasAnswers:
      cacheControl === SHARED_CACHE_CONTROL ? answersWith(ALIAS_CACHE_CONTROL) : answers,
  }
}

/**
 * The same page with its brotli body at the best quality, for the front to keep instead once it
 * has the time (src/server/front.mjs). Its bytes, ETag and headers are the page's; only the
 * brotli body and its length differ.
 * @param {import('./page-cache.mjs').CachedPage} page
 * @returns {Promise<import('./page-cache.mjs').CachedPage>}
 */
export async function finerPage(page) {
  const br = await brotliAt(await unbrotli(page.bodies.br), BEST_BROTLI_QUALITY)
  const length = String(br.length)
  /** @param {import('./page-cache.mjs').Answers} answers @returns {import('./page-cache.mjs').Answers} */
  const withLength = (answers) => {
    /** @param {string[]} flat */
    const brotliAnswer = (flat) =>
      flat.map((value, index) =>
        index % 2 === 1 && flat[index - 1] === 'content-length' ? length : value,
      )
    return {
      HIT: { ...answers.HIT, br: brotliAnswer(answers.HIT.br) },
      MISS: { ...answers.MISS, br: brotliAnswer(answers.MISS.br) },
      STALE: { ...answers.STALE, br: brotliAnswer(answers.STALE.br) },
    }
  }
  const answers = withLength(page.answers)
  return {
    ...page,
    bodies: { ...page.bodies, br },
    finestBrotli: true,
    answers,
    aliasAnswers: page.aliasAnswers === page.answers ? answers : withLength(page.aliasAnswers),
  }
}

/**
 * The same page with a gzip body too, for a client that does not take brotli: made from the
 * brotli body while that client waits (a millisecond or two for a 100 KB page), then kept
 * beside it.
 * @param {import('./page-cache.mjs').CachedPage} page
 * @returns {import('./page-cache.mjs').CachedPage}
 */
export function withGzip(page) {
  const gzip = zlib.gzipSync(zlib.brotliDecompressSync(page.bodies.br), { level: GZIP_LEVEL })
  /** @param {import('./page-cache.mjs').Answers} answers @returns {import('./page-cache.mjs').Answers} */
  const withGzipAnswers = (answers) => {
    /** @param {import('./page-cache.mjs').AnswersOfState} stated */
    const gzipped = (stated) => ({
      ...stated,
      gzip: [
        ...stated.notModified,
        'content-encoding',
        'gzip',
        'content-length',
        String(gzip.length),
      ],
    })
    return { HIT: gzipped(answers.HIT), MISS: gzipped(answers.MISS), STALE: gzipped(answers.STALE) }
  }
  const answers = withGzipAnswers(page.answers)
  return {
    ...page,
    bodies: { ...page.bodies, gzip },
    answers,
    aliasAnswers: page.aliasAnswers === page.answers ? answers : withGzipAnswers(page.aliasAnswers),
  }
}
