import { Agent, request, type Dispatcher } from 'undici'
import {
  MAX_REDIRECTS,
  MAX_SOURCE_BYTES,
  UPSTREAM_TIMEOUT_MS,
  UPSTREAM_USER_AGENT,
} from './constants'
import { isBlockedAddressError, ProxyError } from './errors'
import { safeConnector } from './safe-connect'
import { assertRemoteAllowed } from './source-policy'

const agent = new Agent({
  connect: safeConnector(UPSTREAM_TIMEOUT_MS),
  headersTimeout: UPSTREAM_TIMEOUT_MS,
  bodyTimeout: UPSTREAM_TIMEOUT_MS,
  // A second cut-off at the socket level, besides the running count in readLimited.
  maxResponseSize: MAX_SOURCE_BYTES,
  keepAliveTimeout: 4_000,
})

const REDIRECTS = new Set([301, 302, 303, 307, 308])

type Body = Dispatcher.ResponseData['body']

/** Drops a body unread. undici reports the abort as an 'error' event, which must be listened to. */
function discard(body: Body): void {
  body.on('error', () => undefined)
  body.destroy()
}

/** Reads the body up to MAX_SOURCE_BYTES, cutting the download as soon as it goes past. */
async function readLimited(body: Body): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > MAX_SOURCE_BYTES) {
      discard(body)
      throw new ProxyError(413, 'Source image too large')
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, size)
}

function nextHop(current: URL, location: string | string[] | undefined): URL {
  if (typeof location !== 'string') throw new ProxyError(502, 'Upstream redirect without location')
  let next: URL
  try {
    next = new URL(location, current)
  } catch {
    throw new ProxyError(502, 'Upstream redirect is invalid')
  }
  if (current.protocol === 'https:' && next.protocol !== 'https:') {
    throw new ProxyError(403, 'Redirect downgrades to http')
  }
  next.hash = ''
  return next
}

function upstreamHeaders(referer: string | null): Record<string, string> {
  // Built from scratch: nothing of the visitor's request (cookies, authorization) goes upstream.
  const headers: Record<string, string> = {
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1',
    'accept-encoding': 'identity',
    'user-agent': UPSTREAM_USER_AGENT,
  }
  if (referer) headers.referer = referer
  return headers
}

async function fetchHops(start: URL, referer: string | null, signal: AbortSignal): Promise<Buffer> {
  let url = start
  for (let hop = 0; ; hop++) {
    assertRemoteAllowed(url)
    const response = await request(url, {
      dispatcher: agent,
      method: 'GET',
      headers: upstreamHeaders(referer),
      signal,
    })
    if (REDIRECTS.has(response.statusCode)) {
      discard(response.body)
      if (hop >= MAX_REDIRECTS) throw new ProxyError(502, 'Too many upstream redirects')
      url = nextHop(url, response.headers.location)
      continue
    }
    if (response.statusCode !== 200) {
      discard(response.body)
      const missing = response.statusCode === 404 || response.statusCode === 410
      throw missing
        ? new ProxyError(404, 'Source not found')
        : new ProxyError(502, 'Upstream error')
    }
    const declared = Number(response.headers['content-length'])
    if (declared > MAX_SOURCE_BYTES) {
      discard(response.body)
      throw new ProxyError(413, 'Source image too large')
    }
    return await readLimited(response.body)
  }
}

/**
 * Downloads a remote image: allowlisted hosts and public addresses only (checked on every hop and
 * on the socket), at most MAX_REDIRECTS redirects, MAX_SOURCE_BYTES and UPSTREAM_TIMEOUT_MS in all.
 */
export async function fetchRemoteImage(url: URL, referer: string | null): Promise<Buffer> {
  const signal = AbortSignal.timeout(UPSTREAM_TIMEOUT_MS)
  try {
    return await fetchHops(url, referer, signal)
  } catch (error) {
    if (error instanceof ProxyError) throw error
    if (isBlockedAddressError(error)) throw new ProxyError(403, 'Source address not allowed')
    if (signal.aborted) throw new ProxyError(504, 'Upstream timed out')
    const code = typeof error === 'object' && error && 'code' in error ? error.code : null
    if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE')
      throw new ProxyError(413, 'Source image too large')
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      throw new ProxyError(504, 'Upstream timed out')
    }
    throw new ProxyError(502, 'Upstream unreachable')
  }
}
