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

import {
  KEY_HEADERS,
  isBotAgent,
  isPrivateAddress,
  sharedPageKey,
  staticFileKey,
} from './cache-policy.mjs'
import {
  CACHE_RENDER_HEADER,
  FRONT_PEER_HEADER,
  OWN_REQUEST_HEADER,
  cacheRenderSecret,
  ownRequestSecret,
} from '../lib/cache/cache-render.mjs'
import { cachedPage, isShareable, withScriptHashes } from './cached-answer.mjs'

/** The headers by which the front speaks to Next on its internal listener, never a visitor's. */
const INTERNAL_HEADERS = [CACHE_RENDER_HEADER, FRONT_PEER_HEADER, OWN_REQUEST_HEADER]

/**
 * The user agent a render is asked with, one per kind of visitor the key tells apart: the page
 * is the one that kind gets, whoever asked first. A crawler's is one Next gives blocking
 * metadata (in `<head>`, which link previews read), as every crawler should get.
 */
export const RENDER_AGENTS = {
  person:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  bot: 'facebookexternalhit/1.1 (Roster page cache)',
}

/**
 * Whether a request says a body follows: a length above zero, or any transfer coding.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function declaresBody(headers) {
  const length = headers['content-length']
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
}

/**
 * The whole request a render for everyone is asked with: built from nothing, it holds what the
 * answer's key holds (the key's headers, the kind of visitor, http or https) and the front's own
 * marks. Nothing else of the visitor's request reaches it, so two requests under one key get
 * one page, and no header a visitor sends can frame another request (a length, a coding, an
 * expectation, a connection option).
 * @param {Request} request
 * @param {readonly string[]} keyHeaders
 * @param {{ secret: string, peer: string, https: boolean }} front
 * @returns {http.OutgoingHttpHeaders}
 */
export function renderHeaders(request, keyHeaders, { secret, peer, https }) {
  /** @type {http.OutgoingHttpHeaders} */
  const headers = {
    host: 'localhost',
    'user-agent': RENDER_AGENTS[isBotAgent(request.headers['user-agent']) ? 'bot' : 'person'],
    'accept-encoding': 'identity',
    // Read by the proxy only as the word of a trusted proxy (the front's peer, when it is one).
    'x-forwarded-proto': https ? 'https' : 'http',
    connection: 'close',
    [CACHE_RENDER_HEADER]: secret,
    [FRONT_PEER_HEADER]: peer,
  }
  for (const name of keyHeaders) {
    const value = request.headers[name]
    if (typeof value === 'string') headers[name] = value
  }
  return headers
}

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
 * @param {number} options.renderTimeoutMs how long a render for the cache may take before it is
 *   given up (the visitor's own request is then handled as any other)
 */
export function createFront({
  handle,
  cache,
  staticCache,
  cacheUsable,
  peerOf,
  https,
  renderTimeoutMs,
}) {
  const secret = cacheRenderSecret()
  const ownSecret = ownRequestSecret()
  /** @type {number | undefined} */
  let internalPort

  /**
   * Next's answer to `request` as a page for everyone, asked on a connection of its own that
   * carries this one request and nothing else (docs/decisions/0028-render-path.md).
   * @param {Request} request
   * @param {readonly string[]} keyHeaders the request headers the answer's key holds
   * @returns {Promise<Rendered>}
   */
  function render(request, keyHeaders) {
    const timedOut = () => new Error(`A render took longer than ${renderTimeoutMs} ms`)
    const headers = renderHeaders(request, keyHeaders, {
      secret,
      peer: peerOf(request),
      https: https(request),
    })
    return new Promise((resolve, reject) => {
      const asked = http.request(
        {
          host: '127.0.0.1',
          port: internalPort,
          method: 'GET',
          path: request.url,
          headers,
          // No pool: a connection another render used can hold nothing of this one, and back.
          agent: false,
        },
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
      const deadline = setTimeout(() => asked.destroy(timedOut()), renderTimeoutMs)
      asked.on('close', () => clearTimeout(deadline))
      asked.on('error', reject)
      asked.end()
    })
  }

  /** The connections the internal listener has taken a request on. */
  const servedConnections = new WeakSet()

  /**
   * Next, for the requests the front makes itself: from loopback, with the secret, one request
   * per connection and none with a body. Anything else is refused before Next sees it: a second
   * request on a render's connection could only be bytes smuggled into it.
   */
  const internal = http.createServer((request, response) => {
    const again = servedConnections.has(request.socket)
    servedConnections.add(request.socket)
    response.shouldKeepAlive = false
    if (again || request.headers[CACHE_RENDER_HEADER] !== secret || declaresBody(request.headers)) {
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
    // Only the front itself speaks to Next with these: nobody outside may hand them in.
    for (const name of INTERNAL_HEADERS) delete request.headers[name]
    // A body on a read is no visitor's: Next may have it, the cache never (the body is what a
    // smuggled request hides in).
    if (declaresBody(request.headers)) return handle(request, response)
    const url = request.url ?? '/'
    const file = staticFileKey(request.method, url)
    if (file !== undefined) return answerShared(request, response, staticCache, file, [])
    const key = sharedPageKey(request.method, url, request.headers, https(request))
    if (key === undefined || !cacheUsable()) return handle(request, response)
    return answerShared(request, response, cache, key, KEY_HEADERS)
  }

  /**
   * A kept page is sent at once, without a promise (the hit path, thousands a second); a
   * missing one is rendered first.
   * @param {Request} request
   * @param {Response} response
   * @param {import('./page-cache.mjs').PageCache} store
   * @param {string} key
   * @param {readonly string[]} keyHeaders the request headers `key` holds
   */
  function answerShared(request, response, store, key, keyHeaders) {
    /** @type {Rendered | undefined} the render this request made, when it was not kept */
    let ownRender
    const renderForEveryone = async () => {
      const rendered = await render(request, keyHeaders)
      if (isShareable(rendered)) {
        return cachedPage(rendered, {
          now: Date.now(),
          forBots: isBotAgent(request.headers['user-agent']),
          tellsCacheState: !isPrivateAddress(request.url ?? '/'),
        })
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
     * secrets, its own request's among them: the server's own scheduled jobs
     * (src/server/scheduled-jobs.mjs) run this way, inside a request like any publish.
     * @param {string} path
     */
    ask(path) {
      return fetch(`http://127.0.0.1:${internalPort}${path}`, {
        headers: {
          [CACHE_RENDER_HEADER]: secret,
          [FRONT_PEER_HEADER]: '127.0.0.1',
          [OWN_REQUEST_HEADER]: ownSecret,
        },
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
    response.writeHead(304, page.notModified[state]).end()
    return
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  const body = encoding ? page.bodies[encoding] : zlib.gunzipSync(page.bodies.gzip)
  response.writeHead(page.status, page.wire[state][encoding ?? 'identity'])
  response.end(request.method === 'HEAD' ? undefined : body)
}
