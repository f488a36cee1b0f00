// @ts-check
/**
 * The front of the production server (docs/decisions/0013-cached-pages.md): a page that every
 * anonymous visitor shares is rendered by Next once, kept compressed (src/server/page-cache.mjs)
 * and sent from memory to everyone after, without React or the database. Everything else goes
 * to Next as it came.
 *
 * A render for the cache is a request to Next on an internal loopback listener, marked with the
 * process's secret (src/lib/cache/cache-render.mjs) so the proxy gives it no nonce; its answer is
 * read whole, because the policy must list the hashes of scripts that come at its end.
 */
import http from 'node:http'
import zlib from 'node:zlib'

import { isBotAgent, sharedPageKey, staticFileKey } from './cache-policy.mjs'
import {
  CACHE_RENDER_HEADER,
  FRONT_PEER_HEADER,
  cacheRenderSecret,
} from '../lib/cache/cache-render.mjs'
import { cachedPage, isShareable, withScriptHashes } from './cached-answer.mjs'

/** Headers of the visitor's request that must not reach a render for everyone. */
const PERSONAL_REQUEST_HEADERS = [
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
  'cookie',
  CACHE_RENDER_HEADER,
  FRONT_PEER_HEADER,
]

/**
 * @typedef {import('node:http').IncomingMessage} Request
 * @typedef {import('node:http').ServerResponse} Response
 * @typedef {import('./page-cache.mjs').CachedPage} CachedPage
 * @typedef {import('./cached-answer.mjs').Rendered} Rendered
 */

/**
 * @param {object} options
 * @param {(request: Request, response: Response) => unknown} options.handle Next's handler
 * @param {import('./page-cache.mjs').PageCache} options.cache pages, dropped on every publish
 * @param {import('./page-cache.mjs').PageCache} options.staticCache Next's build files, which
 *   never change
 * @param {() => boolean} options.cacheUsable false while the cache could miss a publish
 * @param {(request: Request) => string} options.peerOf the visitor's address, as the app sees it
 * @param {(request: Request) => boolean} options.https whether the visitor came over https
 */
export function createFront({ handle, cache, staticCache, cacheUsable, peerOf, https }) {
  const secret = cacheRenderSecret()
  /** @type {number | undefined} */
  let internalPort

  /**
   * Next's answer to `request` as a page for everyone.
   * @param {Request} request
   * @returns {Promise<Rendered>}
   */
  function render(request) {
    /** @type {http.OutgoingHttpHeaders} */
    const headers = { ...request.headers }
    for (const name of PERSONAL_REQUEST_HEADERS) delete headers[name]
    headers['accept-encoding'] = 'identity'
    headers[CACHE_RENDER_HEADER] = secret
    headers[FRONT_PEER_HEADER] = peerOf(request)
    return new Promise((resolve, reject) => {
      const asked = http.request(
        { host: '127.0.0.1', port: internalPort, method: 'GET', path: request.url, headers },
        (answer) => {
          /** @type {Buffer[]} */
          const chunks = []
          answer.on('data', (chunk) => chunks.push(chunk))
          answer.on('end', () =>
            resolve({
              status: answer.statusCode ?? 500,
              headers: answer.headers,
              body: Buffer.concat(chunks),
            }),
          )
          answer.on('error', reject)
        },
      )
      asked.on('error', reject)
      asked.end()
    })
  }

  /** Next, for the renders the front asks for: they come from loopback, with the secret. */
  const internal = http.createServer((request, response) => {
    if (request.headers[CACHE_RENDER_HEADER] !== secret) {
      response.writeHead(403).end()
      return
    }
    // The app's client-address stamp saw this loopback connection; the visitor is elsewhere.
    request.headers['x-roster-peer-address'] = String(request.headers[FRONT_PEER_HEADER])
    delete request.headers[FRONT_PEER_HEADER]
    handle(request, response)
  })

  /** @param {Request} request @param {Response} response */
  function front(request, response) {
    const file = staticFileKey(request.method, request.url ?? '/')
    if (file !== undefined) return answerShared(request, response, staticCache, file)
    const key = sharedPageKey(request.method, request.url ?? '/', request.headers, https(request))
    if (key === undefined || !cacheUsable()) return handle(request, response)
    return answerShared(request, response, cache, key)
  }

  /**
   * A kept page is sent at once, without a promise (the hit path, thousands a second); a
   * missing one is rendered first.
   * @param {Request} request
   * @param {Response} response
   * @param {import('./page-cache.mjs').PageCache} store
   * @param {string} key
   */
  function answerShared(request, response, store, key) {
    /** @type {Rendered | undefined} the render this request made, when it was not kept */
    let ownRender
    const renderForEveryone = async () => {
      const rendered = await render(request)
      if (isShareable(rendered)) {
        const forBots = isBotAgent(request.headers['user-agent'])
        return cachedPage(rendered, { now: Date.now(), forBots })
      }
      ownRender = rendered
      return undefined
    }
    const kept = store.lookup(key, renderForEveryone)
    if (kept) return sendPage(request, response, kept, 'HIT')
    return store.get(key, renderForEveryone).then(
      ({ page, hit }) => {
        if (page) return sendPage(request, response, page, hit ? 'HIT' : 'MISS')
        // Not for everyone (an error, a redirect, a page that set a cookie): this request's own
        // render is sent as it is; a request that waited on someone else's render asks Next
        // again.
        if (!ownRender) return handle(request, response)
        const { body, headers } = withScriptHashes(ownRender)
        response.writeHead(ownRender.status, [
          ...headers.flat(),
          'cache-control',
          'private, no-store',
          'content-length',
          String(body.length),
        ])
        response.end(request.method === 'HEAD' ? undefined : body)
      },
      (error) => {
        console.error(
          '[page cache] A render for the cache failed; rendering for this request:',
          error,
        )
        return handle(request, response)
      },
    )
  }

  return {
    front,
    /**
     * Asks Next for `path` as the front itself, on the internal listener with the process's
     * secret: the server's own scheduled jobs (src/server/scheduled-jobs.mjs) run this way, inside
     * a request like any publish.
     * @param {string} path
     */
    ask(path) {
      return fetch(`http://127.0.0.1:${internalPort}${path}`, {
        headers: { [CACHE_RENDER_HEADER]: secret, [FRONT_PEER_HEADER]: '127.0.0.1' },
      })
    },
    /** Starts the internal listener; call once before serving. */
    async listen() {
      await new Promise((resolve) => internal.listen(0, '127.0.0.1', () => resolve(undefined)))
      internalPort = /** @type {import('node:net').AddressInfo} */ (internal.address()).port
    },
    close() {
      internal.close()
    },
  }
}

/**
 * The encoding to send: brotli, then gzip, when the client accepts it (q above 0), else none.
 * Remembered per header value: browsers send a handful of them, thousands of times.
 * @param {string | undefined} accepted the Accept-Encoding header
 * @returns {'br' | 'gzip' | undefined}
 */
export function chooseEncoding(accepted) {
  if (!accepted) return undefined
  let encoding = encodingFor.get(accepted)
  if (encoding === undefined) {
    encoding = preferredEncoding(accepted)
    if (encodingFor.size >= MAX_REMEMBERED_ENCODINGS) encodingFor.clear()
    encodingFor.set(accepted, encoding)
  }
  return encoding || undefined
}

/** @type {Map<string, 'br' | 'gzip' | ''>} */
const encodingFor = new Map()
const MAX_REMEMBERED_ENCODINGS = 100

/** @param {string} accepted @returns {'br' | 'gzip' | ''} */
function preferredEncoding(accepted) {
  const weights = new Map()
  for (const part of accepted.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean)
    weights.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const weight = (/** @type {string} */ name) => weights.get(name) ?? weights.get('*') ?? 0
  if (weight('br') > 0) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return ''
}

/** @param {string | undefined} header @param {string} etag */
function matchesEtag(header, etag) {
  if (!header) return false
  const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag))
}

/**
 * @param {Request} request
 * @param {Response} response
 * @param {CachedPage} page
 * @param {'HIT' | 'MISS'} state
 */
function sendPage(request, response, page, state) {
  if (matchesEtag(request.headers['if-none-match'], page.etag)) {
    response.writeHead(304, [...page.headers.flat(), 'x-roster-cache', state]).end()
    return
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  const body = encoding ? page.bodies[encoding] : zlib.gunzipSync(page.bodies.gzip)
  response.writeHead(page.status, page.wire[state][encoding ?? 'identity'])
  response.end(request.method === 'HEAD' ? undefined : body)
}
