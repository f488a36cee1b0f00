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
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import {
  isBotAgent,
  isPrivateAddress,
  rendersForVisitor,
  sharedPage,
  staticFileKey,
} from './cache-policy.mjs'
import {
  CACHE_RENDER_HEADER,
  FRONT_PEER_HEADER,
  OWN_REQUEST_HEADER,
  RENDER_ID_HEADER,
  cacheRenderSecret,
  ownRequestSecret,
} from '../lib/cache/cache-render.mjs'
import { emptyRecord, recordRender } from '../lib/cache/render-record.mjs'
import {
  cachedPage,
  finerPage,
  isShareable,
  isShareableNotFound,
  withGzip,
  withScriptHashes,
} from './cached-answer.mjs'
import { createFrontMetrics } from './front-metrics.mjs'
import { LastPages } from './last-pages.mjs'
import { RenderRefused } from './render-gate.mjs'

/**
 * How many of the pages a publish outdated are rendered again without waiting for a visitor,
 * those visitors asked for most lately first, one at a time; the rest wait for their next
 * visitor.
 */
const RENDERED_AFTER_PUBLISH = 16

/** A kept body unpacked for a client without compression on the spot, below this size. */
const SMALL_BODY_BYTES = 64 * 1024

/** Pages that may wait for their finer compression; beyond, a page keeps its quick one. */
const MAX_WAITING_FOR_FINER = 256
/** How often a finer compression waiting for the renders to be idle looks again. */
const FINER_RETRY_MS = 100

const unbrotli = promisify(zlib.brotliDecompress)

/** The headers by which the front speaks to Next on its internal listener, never a visitor's. */
const INTERNAL_HEADERS = [
  CACHE_RENDER_HEADER,
  FRONT_PEER_HEADER,
  OWN_REQUEST_HEADER,
  RENDER_ID_HEADER,
]

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
 * A render for everyone, as the front asks Next for it: kept with the page, so that the page can
 * be rendered again without a visitor (after a publish).
 * @typedef {object} RenderAsk
 * @property {string} address the canonical address (cache-policy.mjs, sharedPage)
 * @property {http.OutgoingHttpHeaders} headers the whole request's headers (renderHeaders)
 * @property {boolean} forBots whether it is the crawlers' page
 */

/**
 * The public listener in front of a front, as production runs it, and as the front's tests
 * attack it: an idle connection is kept `idleConnectionMs` (IDLE_CONNECTION_SECONDS in
 * serve.mjs), longer than any proxy before it keeps one, so that no request sent down a
 * connection meets its close.
 * @param {{ front: (request: Request, response: Response) => void }} front
 * @param {{ idleConnectionMs: number }} options
 */
export function createPublicServer(front, { idleConnectionMs }) {
  const server = http.createServer((request, response) => void front.front(request, response))
  server.keepAliveTimeout = idleConnectionMs
  return server
}

/**
 * @param {object} options
 * @param {(request: Request, response: Response) => unknown} options.handle Next's handler
 * @param {import('./page-cache.mjs').PageCache} options.cache pages, outdated by every publish
 * @param {import('./page-cache.mjs').PageCache} options.notFoundCache people's not-found answers
 *   (a crawler's is logged, so it renders each time): small, short-lived, dropped by every
 *   publish
 * @param {import('./page-cache.mjs').PageCache} options.staticCache Next's build files, which
 *   never change
 * @param {import('./render-gate.mjs').RenderGate} options.gate how many renders for anonymous
 *   visitors may run and wait
 * @param {() => boolean} options.cacheUsable false while the cache could miss a publish
 * @param {(request: Request) => string} options.peerOf the visitor's address, as the app sees it
 * @param {(request: Request) => boolean} options.https whether the visitor came over https
 * @param {number} options.renderTimeoutMs how long a render for the cache may take before it is
 *   given up (the visitor's own request is then handled as any other)
 * @param {string} options.draftModeId the build's preview mode id: a request whose draft mode
 *   cookie holds it renders for itself (cache-policy.mjs, inDraftMode)
 */
export function createFront({
  handle,
  cache,
  notFoundCache,
  staticCache,
  gate,
  cacheUsable,
  peerOf,
  https,
  renderTimeoutMs,
  draftModeId,
}) {
  const secret = cacheRenderSecret()
  const ownSecret = ownRequestSecret()
  const lastPages = new LastPages()
  const metrics = createFrontMetrics({
    caches: { pages: cache, not_found: notFoundCache, static: staticCache },
    gate,
  })
  /** @type {number | undefined} */
  let internalPort
  /**
   * What each render under way has read, by the name its request carries.
   * @type {Map<string, import('../lib/cache/render-record.mjs').RenderRecord>}
   */
  const records = new Map()
  let lastRenderId = 0

  /**
   * The keys of kept pages whose brotli body is at the quick quality a waiting visitor can afford
   * and that have been sent again since (a page asked for once, as a flood's are, is not worth
   * it): each is compressed again at the best quality (about 30 ms of CPU for a 100 KB page), one
   * at a time and only while no render runs or waits, then kept instead. Its bytes are what each
   * of its hits costs.
   * @type {Set<string>}
   */
  const waitingForFiner = new Set()
  let compressingFiner = false

  /** @param {string} key @param {CachedPage} page a kept page, just sent again */
  function compressFinerLater(key, page) {
    if (page.finestBrotli || waitingForFiner.size >= MAX_WAITING_FOR_FINER) return
    waitingForFiner.add(key)
    if (!compressingFiner) void compressFiner()
  }

  const idle = () => gate.running === 0 && !gate.busy

  async function compressFiner() {
    compressingFiner = true
    // A Set's iteration sees the keys added while it runs: this drains the queue.
    for (const key of waitingForFiner) {
      while (!idle()) await new Promise((resolve) => setTimeout(resolve, FINER_RETRY_MS))
      waitingForFiner.delete(key)
      // The page kept now: a render, a publish or the budget may have replaced or dropped it.
      const page = cache.peek(key)
      if (!page || page.finestBrotli) continue
      try {
        cache.replace(key, page, await finerPage(page))
      } catch (error) {
        console.error('[page cache] Compressing a kept page again failed:', error)
      }
    }
    compressingFiner = false
  }

  /**
   * The render a visitor's request for a shared answer asks for.
   * @param {Request} request
   * @param {string} address the canonical address of the answer (cache-policy.mjs, sharedPage)
   * @param {readonly string[]} keyHeaders the request headers the answer's key holds
   * @returns {RenderAsk}
   */
  function askFor(request, address, keyHeaders) {
    return {
      address,
      headers: renderHeaders(request, keyHeaders, {
        secret,
        peer: peerOf(request),
        https: https(request),
      }),
      forBots: isBotAgent(request.headers['user-agent']),
    }
  }

  /**
   * Next's answer for everyone, asked on a connection of its own that carries this one request
   * and nothing else (docs/decisions/0028-render-path.md).
   * @param {RenderAsk} ask
   * @returns {Promise<Rendered>}
   */
  function render({ address, headers: asked }) {
    const timedOut = () => new Error(`A render took longer than ${renderTimeoutMs} ms`)
    const id = String(++lastRenderId)
    const record = emptyRecord()
    const headers = { ...asked, [RENDER_ID_HEADER]: id }
    records.set(id, record)
    return new Promise((resolve, reject) => {
      const asked = http.request(
        {
          host: '127.0.0.1',
          port: internalPort,
          method: 'GET',
          path: address,
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
              record,
            }),
          )
          answer.on('error', reject)
        },
      )
      const deadline = setTimeout(() => asked.destroy(timedOut()), renderTimeoutMs)
      asked.on('close', () => {
        clearTimeout(deadline)
        records.delete(id)
      })
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
    // A render for the cache notes what it reads; the front's own requests (`ask`) do not.
    const record = records.get(String(request.headers[RENDER_ID_HEADER]))
    delete request.headers[RENDER_ID_HEADER]
    if (record) recordRender(record, () => handle(request, response))
    else handle(request, response)
  })

  /** @param {Request} request @param {Response} response */
  function front(request, response) {
    // Only the front itself speaks to Next with these: nobody outside may hand them in.
    for (const name of INTERNAL_HEADERS) delete request.headers[name]
    const url = request.url ?? '/'
    // A body on a read is no visitor's: Next may have it, in turn, the cache never (the body is
    // what a smuggled request hides in).
    if (declaresBody(request.headers)) return handleOwnRequest(request, response, url)
    if (request.method === 'GET' && metrics.answer(request, response)) return
    const file = staticFileKey(request.method, url)
    if (file !== undefined) {
      return answerShared(request, response, staticCache, {
        key: file,
        address: file,
        keyHeaders: [],
      })
    }
    const shared = sharedPage(request.method, url, request.headers, {
      https: https(request),
      draftModeId,
    })
    if (shared && cacheUsable()) {
      const lastPage = shared.keyHeaders.length
        ? undefined
        : lastPages.redirectFor(shared.address, cache.generation)
      if (lastPage) return sendRedirect(response, lastPage)
      return answerShared(request, response, cache, shared)
    }
    return handleOwnRequest(request, response, url)
  }

  /**
   * A request the page cache does not answer, handed to Next as it came: in turn with the renders
   * when the site's routes render it (any method, with a body or not), at once otherwise.
   * @param {Request} request
   * @param {Response} response
   * @param {string} url
   */
  function handleOwnRequest(request, response, url) {
    if (rendersForVisitor(url, request.headers, draftModeId)) return handleInTurn(request, response)
    return handle(request, response)
  }

  /**
   * Next's answer to a visitor's own request, rendered in turn with the renders for the cache: a
   * page that cannot be shared (a payment's return, a frame, a post to a page, an address no page
   * has) is no cheaper to flood.
   * The slot is held while Next renders, not while the visitor reads: it is given back once the
   * whole answer is written, or as soon as Next must wait for the visitor to read (a client that
   * never reads would hold it otherwise), or after the render deadline.
   * @param {Request} request
   * @param {Response} response
   */
  function handleInTurn(request, response) {
    gate
      .run(
        () =>
          new Promise((resolve) => {
            const done = () => resolve(undefined)
            // A visitor who left while waiting for the slot needs no render.
            if (response.closed || response.destroyed) return done()
            response.once('close', done)
            response.once('prefinish', done)
            const write = response.write
            response.write = /** @type {typeof write} */ (
              function writeInTurn(/** @type {any[]} */ ...args) {
                const flowing = Reflect.apply(write, this, args)
                if (!flowing) done()
                return flowing
              }
            )
            setTimeout(done, renderTimeoutMs).unref()
            handle(request, response)
          }),
      )
      .catch((error) => {
        if (error instanceof RenderRefused) {
          metrics.refused()
          return sendBusy(response)
        }
        console.error('[page cache] A render for one visitor failed:', error)
        if (!response.headersSent) response.writeHead(500).end()
      })
  }

  /** @param {import('./page-cache.mjs').PageCache} store */
  const storeName = (store) => (store === staticCache ? 'static' : 'pages')

  /**
   * A kept page is sent at once, without a promise (the hit path, thousands a second); a
   * missing one is rendered first, in turn (the render gate). The page of an address is the page
   * of its canonical address; an alias (`/?utm_source=…`) is told to shared caches not to keep
   * it under its own, since its canonical page is kept here.
   * @param {Request} request
   * @param {Response} response
   * @param {import('./page-cache.mjs').PageCache} store
   * @param {import('./cache-policy.mjs').SharedPage} shared
   */
  function answerShared(request, response, store, { key, address, keyHeaders }) {
    const alias = request.url !== address
    const pages = store === cache
    const kept = store.lookup(key)
    const missing = kept || !pages ? undefined : notFoundCache.lookup(key)
    const found = kept ?? missing
    const foundIn = { store: kept ? store : notFoundCache, key }
    // An outdated copy (a publish changed it a while ago) is sent rather than making its visitor
    // wait behind other renders.
    if (found && (found.freshness !== 'outdated' || gate.busy)) {
      gate.hits++
      if (pages && kept) compressFinerLater(key, found.page)
      if (found.freshness !== 'fresh')
        refresh(askFor(request, address, keyHeaders), kept ? store : notFoundCache, key)
      metrics.answered(
        kept ? storeName(store) : 'not_found',
        found.freshness === 'fresh' ? 'hit' : 'stale',
      )
      return sendPage(
        request,
        response,
        found.page,
        found.freshness === 'fresh' ? 'HIT' : 'STALE',
        alias,
        foundIn,
      )
    }
    /** @type {Rendered | undefined} the render this request made, when it was not kept */
    let ownRender
    const rendering = store.render(key, () =>
      renderForEveryone(askFor(request, address, keyHeaders), store, key).then((answer) => {
        if (answer.kind === 'own') ownRender = answer.rendered
        return answer.kind === 'page' ? answer.page : undefined
      }),
    )
    rendering.then(
      (page) => {
        if (page) {
          metrics.answered(storeName(store), 'miss')
          return sendPage(request, response, page, 'MISS', alias, { store, key })
        }
        const notFound = pages ? notFoundCache.lookup(key) : undefined
        if (notFound) {
          metrics.answered('not_found', 'miss')
          return sendPage(request, response, notFound.page, 'MISS', alias, {
            store: notFoundCache,
            key,
          })
        }
        // Not for everyone (an error, a redirect, a page that set a cookie): this request's own
        // render is sent as it is; a request that waited on someone else's render asks Next
        // again, in turn.
        if (!ownRender) return handleInTurn(request, response)
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
        // No render now: the last copy, however old, is better than none; else a fast 503.
        if (found) {
          metrics.answered(kept ? storeName(store) : 'not_found', 'stale')
          return sendPage(request, response, found.page, 'STALE', alias, foundIn)
        }
        if (error instanceof RenderRefused) return sendBusy(response)
        console.error(
          '[page cache] A render for the cache failed; rendering for this request:',
          error,
        )
        return handle(request, response)
      },
    )
  }

  /**
   * Renders a stale page again behind its visitors; nobody waits on it, and the stale page stays
   * until one succeeds.
   * @param {RenderAsk} ask
   * @param {import('./page-cache.mjs').PageCache} store
   * @param {string} key
   * @returns {Promise<void>} settled once the render is done, kept or not
   */
  function refresh(ask, store, key) {
    return store
      .render(key, () =>
        renderForEveryone(ask, store, key).then((answer) =>
          answer.kind === 'page' ? answer.page : undefined,
        ),
      )
      .then(
        () => undefined,
        (error) => {
          // Refused: a later visit asks again; the gate counted it.
          if (error instanceof RenderRefused) return
          console.error('[page cache] A render to refresh a stale page failed:', error)
        },
      )
  }

  /** Counts publishes: a later one takes over the pages to render again. */
  let publishes = 0

  /**
   * Renders again the kept pages a publish outdated, one at a time, so that a visitor's own
   * render never waits behind more than one of them (a page a visitor asks for meanwhile is
   * rendered for them, in turn, and then skipped here).
   * @param {string[]} keys
   */
  async function renderAgain(keys) {
    const publish = ++publishes
    for (const key of keys) {
      if (publish !== publishes) return
      const ask = cache.peek(key)?.ask
      if (!ask || !cache.isOutdated(key)) continue
      // As its first visitor asked it: the address they came from decides http or https.
      await refresh(ask, cache, key)
    }
  }

  /**
   * Next's answer to `address` for everyone, rendered in turn, as the cache keeps it: a page, a
   * people's not-found answer (kept apart, in the not-found cache), or an answer for this
   * request alone.
   * @param {RenderAsk} ask
   * @param {import('./page-cache.mjs').PageCache} store
   * @param {string} key
   * @returns {Promise<{ kind: 'page', page: CachedPage } | { kind: 'not found' } |
   *   { kind: 'own', rendered: Rendered }>}
   */
  async function renderForEveryone(ask, store, key) {
    const { address, forBots } = ask
    const notFoundGeneration = notFoundCache.generation
    const generation = cache.generation
    let rendered
    try {
      rendered = await gate.run(() => render(ask))
    } catch (error) {
      if (error instanceof RenderRefused) metrics.refused()
      throw error
    }
    metrics.rendered()
    if (store === cache && (rendered.status === 307 || rendered.status === 308))
      lastPages.learn(address, String(rendered.headers.location ?? ''), generation)
    const facts = { now: Date.now(), forBots, tellsCacheState: !isPrivateAddress(address) }
    if (isShareable(rendered)) {
      if (store === cache) notFoundCache.drop(key)
      return { kind: 'page', page: { ...(await cachedPage(rendered, facts)), ask } }
    }
    if (store === cache && !forBots && isShareableNotFound(rendered)) {
      notFoundCache.keep(key, { ...(await cachedPage(rendered, facts)), ask }, notFoundGeneration)
      return { kind: 'not found' }
    }
    return { kind: 'own', rendered }
  }

  /**
   * @param {Request} request
   * @param {Response} response
   * @param {CachedPage} page
   * @param {import('./page-cache.mjs').CacheState} state
   * @param {boolean} alias asked at another address than the page's canonical one
   * @param {{ store: import('./page-cache.mjs').PageCache, key: string }} kept where the page is
   *   kept: its gzip body, once made, is kept there beside the brotli one
   */
  function sendPage(request, response, page, state, alias, { store, key }) {
    if (matchesEtag(request.headers['if-none-match'], page.etag)) {
      const answers = alias ? page.aliasAnswers : page.answers
      response.writeHead(304, answers[state].notModified).end()
      return
    }
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    if (encoding === 'gzip' && !page.bodies.gzip) {
      // Visitors who waited on one render share it: the first to come back made its gzip.
      const kept = store.peek(key)
      if (kept?.etag === page.etag && kept.bodies.gzip) page = kept
      else {
        const gzipped = withGzip(page)
        store.replace(key, page, gzipped)
        page = gzipped
      }
    }
    const answers = (alias ? page.aliasAnswers : page.answers)[state]
    const head = request.method === 'HEAD'
    if (encoding) {
      response.writeHead(page.status, encoding === 'br' ? answers.br : answers.gzip)
      response.end(head ? undefined : page.bodies[encoding])
      return
    }
    // A client that takes no compression (rare) is sent the body unpacked, at once when it is
    // small; a large one (a sitemap of thousands of addresses unpacks in tens of milliseconds) is
    // unpacked in the libuv pool, in turn with the renders: it costs as much.
    response.writeHead(page.status, answers.identity)
    if (head) response.end()
    else if (page.bodies.br.length <= SMALL_BODY_BYTES)
      response.end(zlib.brotliDecompressSync(page.bodies.br))
    else
      gate
        .run(() => unbrotli(page.bodies.br))
        .then(
          (body) => response.end(body),
          () => response.destroy(),
        )
  }

  return {
    front,
    /**
     * A publish, with the data cache tags it expired (none: anything may have changed): the pages
     * that read them are outdated, every not-found answer dropped (a page may now live at its
     * address), and the pages visitors asked for most lately among them rendered again at once,
     * so that the next visitor, or a shared cache in front asking again, gets the new page
     * rather than the old one while it renders.
     * @param {readonly string[]} tags
     */
    contentChanged(tags) {
      const outdated = cache.clear(tags)
      notFoundCache.clear()
      void renderAgain(outdated.slice(0, RENDERED_AFTER_PUBLISH))
    },
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
 * No render can be had now and no copy is kept: said at once, with when to ask again.
 * @param {Response} response
 */
function sendBusy(response) {
  response.writeHead(503, [
    'retry-after',
    String(RETRY_AFTER_SECONDS),
    'cache-control',
    'no-store',
    'content-type',
    'text/html; charset=utf-8',
    'content-length',
    String(BUSY_PAGE.length),
  ])
  response.end(response.req.method === 'HEAD' ? undefined : BUSY_PAGE)
}

/** When a visitor refused a render may ask again: renders take well under a second. */
const RETRY_AFTER_SECONDS = 2
const BUSY_PAGE = Buffer.from(
  '<!DOCTYPE html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex">' +
    '<title>One moment</title><p>So many visitors at once: please try again in a moment.</p></html>',
)

/**
 * A redirect the front knows to give without a render (a page past a book's last).
 * @param {Response} response
 * @param {string} location
 */
function sendRedirect(response, location) {
  response.writeHead(307, [
    'location',
    location,
    'cache-control',
    'private, no-store',
    'content-length',
    '0',
  ])
  response.end()
}
