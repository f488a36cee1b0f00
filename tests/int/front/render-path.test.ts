import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  cacheRenderSecret,
  CACHE_RENDER_HEADER,
  OWN_REQUEST_HEADER,
  ownRequestSecret,
} from '@/lib/cache/cache-render.mjs'
import { ALIAS_CACHE_CONTROL } from '@/server/cache-policy.mjs'
import { createFront, createPublicServer } from '@/server/front.mjs'
import { PageCache } from '@/server/page-cache.mjs'
import { RenderGate } from '@/server/render-gate.mjs'

import { parseAnswers, plainGet, rawExchange, type RawAnswer } from '../../helpers/raw-exchange'

/**
 * The front's render path against request smuggling (issue 29): whatever an attacker sends on
 * its own connections, what a plain visitor then gets is, byte for byte, what a front nobody
 * attacked gives. Requests are written to the socket by hand: fetch would normalise them.
 *
 * Next stands in as a handler that, like Next for a GET, never reads a request's body, and
 * writes every request header it was given into the page: a header of the attacker's reaching a
 * render for everyone shows.
 */
type Front = { port: number; seen: IncomingMessage[]; internalPort: () => number; stop(): void }

/** The port each request Next saw arrived on, read while its connection is open. */
const arrivedOn = new WeakMap<IncomingMessage, number>()

const HTML = 'text/html; charset=utf-8'
const DRAFT_MODE_ID = 'the-builds-preview-id'

function fakeNext(seen: IncomingMessage[]) {
  return (request: IncomingMessage, response: ServerResponse) => {
    seen.push(request)
    arrivedOn.set(request, request.socket.localPort!)
    const url = request.url ?? '/'
    const rendering = request.headers[CACHE_RENDER_HEADER] !== undefined
    if (url.startsWith('/slow') && rendering) return // hangs, for the front's render only
    if (url.startsWith('/api/_build')) {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"buildId":"attacker-chosen"}')
      return
    }
    if (url.startsWith('/_next/static/')) {
      response.writeHead(200, {
        'content-type': 'application/javascript',
        'cache-control': 'public, max-age=31536000, immutable',
      })
      response.end(`/* ${url} */`)
      return
    }
    const given = Object.entries(request.headers)
      .filter(([name]) => name !== CACHE_RENDER_HEADER)
      .sort(([a], [b]) => a.localeCompare(b))
    response.writeHead(200, { 'content-type': HTML, 'content-language': 'en' })
    response.end(`<!DOCTYPE html><title>${url}</title><pre>${JSON.stringify(given)}</pre>`)
  }
}

async function startFront({ freshMs = 60_000, renderTimeoutMs = 5_000 } = {}): Promise<Front> {
  const seen: IncomingMessage[] = []
  const front = createFront({
    handle: fakeNext(seen),
    cache: new PageCache({ maxBytes: 8 * 1024 * 1024, freshMs }),
    notFoundCache: new PageCache({ maxBytes: 1024 * 1024, freshMs }),
    staticCache: new PageCache({ maxBytes: 8 * 1024 * 1024, freshMs: Infinity }),
    gate: new RenderGate({ concurrency: 4, queueLength: 64, maxWaitMs: 5000, share: 1 }),
    cacheUsable: () => true,
    peerOf: (request) => request.socket.remoteAddress ?? '',
    https: () => false,
    renderTimeoutMs,
    draftModeId: DRAFT_MODE_ID,
  })
  await front.listen()
  // The listener production runs, its long-kept idle connections included.
  const server = createPublicServer(front, { idleConnectionMs: 65_000 })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    seen,
    internalPort: () => {
      const render = seen.find((request) => request.headers[CACHE_RENDER_HEADER] !== undefined)
      if (!render) throw new Error('No render has reached Next yet')
      return arrivedOn.get(render)!
    },
    stop: () => {
      server.closeAllConnections()
      server.close()
      front.close()
    },
  }
}

/** What a visitor must get, compared byte for byte: status, body and the headers that matter. */
const observed = ({ status, headers, body }: RawAnswer) => ({
  status,
  body: body.toString('latin1'),
  headers: Object.fromEntries(
    ['content-type', 'content-language', 'cache-control', 'etag', 'content-length', 'vary'].map(
      (name) => [name, headers[name]],
    ),
  ),
})

const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

let serial = 0
const unique = () => `${Date.now().toString(36)}-${(serial += 1)}`

/**
 * Victims under each kind of key the front keeps, each a new entry: the path differs, since the
 * front keys a page by the query it reads (`?page=x` is the book's first page, issue 30).
 */
const TARGETS = {
  page: () => `/about-${unique()}`,
  'page JSON': () => `/api/about-${unique()}`,
  'build file': () => `/_next/static/chunks/victim-${unique()}.js`,
}

/** The first line and the headers a render of `target` would be sent with, up to the pad. */
const renderPrefix = (target: string) => `GET ${target} HTTP/1.1\r\nhost: localhost\r\nx-pad: `

const get = (target: string, port: number, extra = '') =>
  `GET ${target} HTTP/1.1\r\nhost: localhost:${port}\r\n${extra}\r\n`

/**
 * Each attack: an attacker's requests around a victim's address. Each leaves its own
 * connections; none is the visitor's.
 */
const ATTACKS: Record<string, (port: number, victim: string) => Promise<unknown>> = {
  // The sequence: a body the render never sends, then a header that becomes a request.
  'a body of the declared length, then a request hidden in a header': async (port, victim) => {
    const body = 'x'.repeat(renderPrefix(victim).length)
    await rawExchange(port, [
      get(`/about-${unique()}`, port, `content-length: ${body.length}\r\n`) + body,
    ])
    await rawExchange(port, [get(victim, port, 'x-pad: GET /api/_build HTTP/1.1\r\n')])
  },
  'a declared length larger than the body': async (port, victim) => {
    const first = rawExchange(
      port,
      [get(`/about-${unique()}`, port, 'content-length: 100000\r\n') + 'abc'],
      { quietMs: 1500 },
    )
    await settle()
    await rawExchange(port, [get(victim, port)])
    await first
  },
  'a declared length smaller than the body': (port, victim) =>
    rawExchange(port, [
      get(victim, port, 'content-length: 4\r\n') +
        'abcdGET /api/_build HTTP/1.1\r\nhost: localhost\r\n\r\n',
    ]),
  'a chunked GET whose chunk is a request': (port, victim) => {
    const hidden = 'GET /api/_build HTTP/1.1\r\nhost: localhost\r\n\r\n'
    return rawExchange(port, [
      get(victim, port, 'transfer-encoding: chunked\r\n') +
        `${hidden.length.toString(16)}\r\n${hidden}\r\n0\r\n\r\n`,
    ])
  },
  'Expect: 100-continue with a body': (port, victim) =>
    rawExchange(
      port,
      [
        get(victim, port, 'expect: 100-continue\r\ncontent-length: 44\r\n'),
        'GET /api/_build HTTP/1.1\r\nhost: localhost\r\n\r\n',
      ],
      { pauseMs: 100 },
    ),
  'pipelined requests on one connection, one with a body': (port, victim) => {
    const body = 'y'.repeat(renderPrefix(victim).length)
    return rawExchange(port, [
      get(`/about-${unique()}`, port, `content-length: ${body.length}\r\n`) +
        body +
        get(victim, port, 'x-pad: GET /api/_build HTTP/1.1\r\n') +
        get(victim, port, 'connection: close\r\n'),
    ])
  },
  'headers a render must never carry': (port, victim) =>
    rawExchange(port, [
      get(
        victim,
        port,
        'connection: keep-alive, x-pad\r\nte: trailers\r\nupgrade: websocket\r\n' +
          'x-roster-locale: es\r\ncookie: theme=dark\r\naccept-language: es\r\n' +
          `${CACHE_RENDER_HEADER}: forged\r\nx-roster-front-peer: 203.0.113.9\r\n`,
      ),
    ]),
}

/**
 * Where an attack is sent: at the victim's address, or at an alias of it, answered from the page
 * kept under the canonical address (issue 30): an attack sent to `?utm_source=…` reaches the same
 * entry every visitor of the clean address gets.
 */
const APPROACHES = [
  { name: 'at the address', kinds: Object.keys(TARGETS), aimAt: (victim: string) => victim },
  {
    name: 'through an alias of the address',
    kinds: ['page', 'page JSON'],
    aimAt: (victim: string) => `${victim}?utm_source=attacker&fbclid=x&hair=%00`,
  },
] as const

describe('what a plain visitor gets after an attack on the render path', () => {
  let attacked: Front
  let control: Front
  beforeAll(async () => {
    ;[attacked, control] = await Promise.all([startFront(), startFront()])
  })
  afterAll(() => {
    attacked.stop()
    control.stop()
  })

  for (const { name, kinds, aimAt } of APPROACHES) {
    for (const [attack, run] of Object.entries(ATTACKS)) {
      for (const kind of kinds as readonly (keyof typeof TARGETS)[]) {
        it(`${attack}, ${name}: ${kind}`, async () => {
          const victim = TARGETS[kind]()
          await run(attacked.port, aimAt(victim))
          await settle()
          const visitor = observed(await plainGet(attacked.port, victim))
          expect(visitor).toEqual(observed(await plainGet(control.port, victim)))
          expect(visitor.status).toBe(200)
        })
      }
    }
  }
})

describe('an aged page re-rendered behind an attacker’s request', () => {
  let attacked: Front
  let control: Front
  beforeAll(async () => {
    // Every page is stale at once: each visit renders it again behind the answer.
    ;[attacked, control] = await Promise.all([startFront({ freshMs: 0 }), startFront()])
  })
  afterAll(() => {
    attacked.stop()
    control.stop()
  })

  for (const [attack, run] of Object.entries(ATTACKS)) {
    for (const kind of ['page', 'page JSON'] as const) {
      it(`${attack}: ${kind}`, async () => {
        const victim = TARGETS[kind]()
        await plainGet(attacked.port, victim)
        await settle()
        await run(attacked.port, victim)
        await settle()
        // The control's fresh page, as a stale answer says it: kept by no shared cache.
        const fresh = observed(await plainGet(control.port, victim))
        const expected = {
          ...fresh,
          headers: { ...fresh.headers, 'cache-control': ALIAS_CACHE_CONTROL },
        }
        expect(observed(await plainGet(attacked.port, victim))).toEqual(expected)
        await settle()
        expect(observed(await plainGet(attacked.port, victim))).toEqual(expected)
      })
    }
  }
})

describe('the render path', () => {
  let front: Front
  beforeAll(async () => {
    front = await startFront({ renderTimeoutMs: 500 })
  })
  afterAll(() => front.stop())

  it('never keeps what a request with a body was answered', async () => {
    const victim = TARGETS.page()
    await rawExchange(front.port, [get(victim, front.port, 'content-length: 3\r\n') + 'abc'])
    const first = await plainGet(front.port, victim)
    expect(first.headers['x-roster-cache']).toBe('MISS')
  })

  it('hands Next no internal header a visitor sent, on any route', async () => {
    const forged =
      `${CACHE_RENDER_HEADER}: ${cacheRenderSecret()}\r\nx-roster-front-peer: 203.0.113.9\r\n` +
      `${OWN_REQUEST_HEADER}: ${ownRequestSecret()}\r\n`
    await rawExchange(front.port, [get('/cms/api/talents', front.port, forged)])
    const direct = front.seen.at(-1)!
    expect(direct.url).toBe('/cms/api/talents')
    expect(direct.headers[CACHE_RENDER_HEADER]).toBeUndefined()
    expect(direct.headers['x-roster-front-peer']).toBeUndefined()
    expect(direct.headers[OWN_REQUEST_HEADER]).toBeUndefined()
    // A render for everyone never carries the mark of the front's own requests either.
    await rawExchange(front.port, [get(TARGETS.page(), front.port, forged)])
    const render = front.seen.at(-1)!
    expect(render.headers[CACHE_RENDER_HEADER]).toBe(cacheRenderSecret())
    expect(render.headers[OWN_REQUEST_HEADER]).toBeUndefined()
  })

  it('gives a hung render up and answers the visitor all the same', async () => {
    const started = Date.now()
    const answer = await plainGet(front.port, `/slow-${unique()}`)
    expect(answer.status).toBe(200)
    expect(Date.now() - started).toBeLessThan(4000)
    const hung = front.seen.find((request) => request.url?.startsWith('/slow'))!
    expect(hung.socket.destroyed).toBe(true)
  })

  describe('its internal listener', () => {
    const withSecret = `${CACHE_RENDER_HEADER}: ${cacheRenderSecret()}\r\n`

    it('refuses a request without the secret', async () => {
      await plainGet(front.port, TARGETS.page())
      const [answer] = parseAnswers(
        await rawExchange(front.internalPort(), [get('/about', front.internalPort())]),
      )
      expect(answer?.status).toBe(403)
    })

    it('refuses a request that declares a body, even with the secret', async () => {
      const port = front.internalPort()
      const bytes = await rawExchange(port, [
        get('/about', port, `${withSecret}content-length: 3\r\n`) + 'abc',
      ])
      expect(parseAnswers(bytes)[0]?.status).toBe(403)
    })

    it('handles one request per connection: a second is never handled', async () => {
      const port = front.internalPort()
      const before = front.seen.length
      const bytes = await rawExchange(port, [
        get(`/about-${unique()}`, port, withSecret) + get(`/about-${unique()}`, port, withSecret),
      ])
      const answers = parseAnswers(bytes)
      expect(answers[0]?.status).toBe(200)
      expect(answers.slice(1).every((answer) => answer.status === 403)).toBe(true)
      expect(front.seen.length - before).toBe(1)
    })
  })
})
