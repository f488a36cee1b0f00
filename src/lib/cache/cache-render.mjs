// @ts-check
/**
 * A render for the page cache: the front (src/server/front.mjs) asks Next for a page that all
 * anonymous visitors will share, and the proxy (src/proxy.ts) must then give it no nonce (its
 * scripts are allowed by hashes instead, src/server/page-scripts.mjs).
 *
 * The front marks such a request with a secret made per process, which only it knows: a visitor
 * who sends the header cannot turn nonces off.
 */
import { randomBytes } from 'node:crypto'

export const CACHE_RENDER_HEADER = 'x-roster-cache-render'
/**
 * Names a render for the page cache on the internal listener, which records what it reads under
 * that name (src/lib/cache/render-record.mjs).
 */
export const RENDER_ID_HEADER = 'x-roster-render-id'
/** The visitor's address, as the front saw it, for the app's client-address stamp. */
export const FRONT_PEER_HEADER = 'x-roster-front-peer'
/**
 * Stands for the script sources in the policy of a cache render; the front replaces it with
 * the page's hashes. Never a nonce that any page carries.
 */
export const SCRIPT_HASHES_PLACEHOLDER = "'roster-script-hashes'"

/**
 * Marks the front's own requests (`ask`: the scheduled jobs' run), with a secret of its own: a
 * render for everyone never carries it, whatever route its address reaches.
 */
export const OWN_REQUEST_HEADER = 'x-roster-own-request'

const SECRET = Symbol.for('roster.cacheRenderSecret')
const OWN_SECRET = Symbol.for('roster.ownRequestSecret')
const store = /** @type {{ [SECRET]?: string, [OWN_SECRET]?: string }} */ (globalThis)

/** Called once by the front as the server starts. */
export function cacheRenderSecret() {
  return (store[SECRET] ??= randomBytes(24).toString('base64url'))
}

/** Called once by the front as the server starts. */
export function ownRequestSecret() {
  return (store[OWN_SECRET] ??= randomBytes(24).toString('base64url'))
}

/** @param {{ get(name: string): string | null }} headers */
export function isCacheRender(headers) {
  const secret = store[SECRET]
  return secret !== undefined && headers.get(CACHE_RENDER_HEADER) === secret
}

/** @param {{ get(name: string): string | null }} headers */
export function isOwnRequest(headers) {
  const secret = store[OWN_SECRET]
  return secret !== undefined && headers.get(OWN_REQUEST_HEADER) === secret
}
