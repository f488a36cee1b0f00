/**
 * Stripe's API for tests, on loopback, speaking its real protocol: the official `stripe` package
 * (host/port/protocol options) creates Checkout Sessions here with form-encoded
 * `POST /v1/checkout/sessions` and `Authorization: Bearer sk_test_…`, and gets Stripe's object
 * shapes and error shapes back. `GET /c/pay/{id}` is the hosted checkout page: its Pay button
 * completes the session and sends the browser to the success URL, as Stripe does. Plain
 * JavaScript, so the end-to-end server (plain Node) and the Vitest tests share it.
 */
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

/**
 * @typedef {{
 *   id: string, object: 'checkout.session', amount_subtotal: number, amount_total: number,
 *   cancel_url: string | null, client_reference_id: string | null, created: number,
 *   currency: string, customer: null, customer_email: string | null, expires_at: number,
 *   livemode: false, metadata: Record<string, string>, mode: string, payment_intent: string | null,
 *   payment_status: 'unpaid' | 'paid', status: 'open' | 'complete' | 'expired',
 *   success_url: string, url: string | null
 * }} CheckoutSession
 * @typedef {{ method: string, path: string, headers: import('node:http').IncomingHttpHeaders, params: Record<string, any> }} RecordedRequest
 * @typedef {{ url: string, requests: RecordedRequest[], sessions: Map<string, CheckoutSession>, close: () => Promise<void> }} StripeStandIn
 */

/**
 * @param {{ secretKey: string, port?: number }} options
 * @returns {Promise<StripeStandIn>}
 */
export function startStripeStandIn({ secretKey, port = 0 }) {
  /** @type {RecordedRequest[]} */
  const requests = []
  /** @type {Map<string, CheckoutSession>} */
  const sessions = new Map()
  let base = ''

  const server = createServer((request, response) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const url = new URL(request.url ?? '/', base)
      const method = request.method ?? 'GET'
      if (url.pathname.startsWith('/v1/')) {
        const params = parseForm(method === 'GET' ? url.search.slice(1) : body)
        requests.push({ method, path: url.pathname, headers: request.headers, params })
        if (request.headers.authorization !== `Bearer ${secretKey}`) {
          return sendError(response, 401, {
            type: 'invalid_request_error',
            message: 'Invalid API Key provided.',
          })
        }
        return api(method, url.pathname, params, response)
      }
      const page = /^\/c\/pay\/([^/]+)$/.exec(url.pathname)
      const session = page ? sessions.get(page[1] ?? '') : undefined
      if (!session) return response.writeHead(404, { 'Content-Type': 'text/plain' }).end('')
      if (method === 'GET') return checkoutPage(session, response)
      if (method === 'POST') {
        // The payer paid: the session completes, and the browser goes back to the merchant.
        session.status = 'complete'
        session.payment_status = 'paid'
        session.payment_intent = `pi_${randomBytes(12).toString('hex')}`
        const back = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id)
        return response.writeHead(303, { Location: back }).end()
      }
      response.writeHead(405).end()
    })
  })

  /**
   * @param {string} method
   * @param {string} path
   * @param {Record<string, any>} params
   * @param {import('node:http').ServerResponse} response
   */
  function api(method, path, params, response) {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const problem = checkSessionParams(params)
      if (problem) return sendError(response, 400, { type: 'invalid_request_error', ...problem })
      const id = `cs_test_${randomBytes(24).toString('hex')}`
      const items = /** @type {any[]} */ (params.line_items)
      const total = items.reduce(
        (sum, item) => sum + Number(item.price_data.unit_amount) * Number(item.quantity ?? 1),
        0,
      )
      const created = Math.floor(Date.now() / 1000)
      /** @type {CheckoutSession} */
      const session = {
        id,
        object: 'checkout.session',
        amount_subtotal: total,
        amount_total: total,
        cancel_url: params.cancel_url ?? null,
        client_reference_id: params.client_reference_id ?? null,
        created,
        currency: items[0].price_data.currency,
        customer: null,
        customer_email: params.customer_email ?? null,
        expires_at: created + 24 * 60 * 60,
        livemode: false,
        metadata: params.metadata ?? {},
        mode: params.mode,
        payment_intent: null,
        payment_status: 'unpaid',
        status: 'open',
        success_url: params.success_url,
        url: `${base}/c/pay/${id}`,
      }
      sessions.set(id, session)
      return sendJson(response, 200, session)
    }
    const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (method === 'GET' && one) {
      const session = sessions.get(one[1] ?? '')
      if (session) return sendJson(response, 200, session)
      return sendError(response, 404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such checkout.session: '${one[1]}'`,
        param: 'session',
      })
    }
    sendError(response, 404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    })
  }

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address())
      base = `http://127.0.0.1:${address.port}`
      resolve({
        url: base,
        requests,
        sessions,
        close: () => new Promise((done) => server.close(() => done())),
      })
    })
  })
}

/**
 * A Stripe event about a Checkout Session, in the shape Stripe delivers to webhooks.
 * @param {string} type such as 'checkout.session.completed'
 * @param {Record<string, unknown>} session the session as the event carries it
 * @param {string} [id] the event id (a fresh one by default)
 */
export function stripeEvent(type, session, id = `evt_${randomBytes(12).toString('hex')}`) {
  return {
    id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  }
}

/** Stripe's checks that matter here: integer minor units, a currency, the URLs, an email. */
function checkSessionParams(/** @type {Record<string, any>} */ params) {
  if (!['payment', 'setup', 'subscription'].includes(params.mode)) {
    return { message: 'Missing required param: mode.', param: 'mode' }
  }
  if (typeof params.success_url !== 'string' || !/^https?:\/\//.test(params.success_url)) {
    return { message: 'Not a valid URL', param: 'success_url' }
  }
  if (params.cancel_url !== undefined && !/^https?:\/\//.test(params.cancel_url)) {
    return { message: 'Not a valid URL', param: 'cancel_url' }
  }
  const items = params.line_items
  if (!Array.isArray(items) || items.length === 0) {
    return { message: 'You must provide line_items.', param: 'line_items' }
  }
  for (const [index, item] of items.entries()) {
    const price = item?.price_data ?? {}
    if (!/^\d+$/.test(String(price.unit_amount))) {
      return {
        message: `Invalid integer: ${price.unit_amount}`,
        param: `line_items[${index}][price_data][unit_amount]`,
      }
    }
    if (!/^[a-z]{3}$/.test(String(price.currency))) {
      return {
        message: `Invalid currency: ${price.currency}`,
        param: `line_items[${index}][price_data][currency]`,
      }
    }
    if (!price.product_data?.name) {
      return {
        message: 'Missing required param: line_items[0][price_data][product_data][name].',
        param: `line_items[${index}][price_data][product_data][name]`,
      }
    }
  }
  if (params.customer_email !== undefined && !/^[^@\s]+@[^@\s]+$/.test(params.customer_email)) {
    return { message: 'Invalid email address', param: 'customer_email' }
  }
  return null
}

/** `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }, as Stripe reads its form-encoded bodies. */
function parseForm(/** @type {string} */ body) {
  /** @type {Record<string, any>} */
  const root = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = (key.match(/^[^[]+|\[[^\]]*\]/g) ?? []).map((part) =>
      part.startsWith('[') ? part.slice(1, -1) : part,
    )
    /** @type {any} */
    let node = root
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value
      else node = node[part] ??= /^\d+$/.test(path[index + 1] ?? '') ? [] : {}
    })
  }
  return root
}

/** The hosted payment page: what is being paid, a Pay button and a way back. */
function checkoutPage(
  /** @type {CheckoutSession} */ session,
  /** @type {import('node:http').ServerResponse} */ response,
) {
  const amount = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: session.currency.toUpperCase(),
  }).format(session.amount_total / 100)
  const escape = (/** @type {string} */ text) =>
    text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (test stand-in)</title></head>
<body><main>
<h1>Pay ${escape(amount)}</h1>
<p>${escape(session.customer_email ?? '')}</p>
<form method="post" action="/c/pay/${session.id}"><button type="submit">Pay ${escape(amount)}</button></form>
<p><a href="${escape(session.cancel_url ?? '/')}">Back</a></p>
</main></body></html>`)
}

function sendJson(
  /** @type {import('node:http').ServerResponse} */ response,
  /** @type {number} */ status,
  /** @type {unknown} */ body,
) {
  response
    .writeHead(status, {
      'Content-Type': 'application/json',
      'Request-Id': `req_${randomBytes(8).toString('hex')}`,
    })
    .end(JSON.stringify(body))
}

function sendError(
  /** @type {import('node:http').ServerResponse} */ response,
  /** @type {number} */ status,
  /** @type {Record<string, unknown>} */ error,
) {
  sendJson(response, status, { error })
}
