/**
 * Who sent a request, for rate limits: the socket's peer address, never a header the visitor can
 * write. Next hands route handlers a Request without the socket, and keeps a client's own
 * X-Forwarded-For, so the server stamps the peer address into PEER_HEADER as each request
 * arrives (installPeerAddressStamp, from instrumentation), overwriting anything sent under that
 * name. X-Forwarded-For is read only when the peer is a proxy listed in TRUSTED_PROXIES.
 */
import http, { type IncomingMessage } from 'node:http'

import ipaddr from 'ipaddr.js'

export const PEER_HEADER = 'x-roster-peer-address'

const installed = Symbol.for('roster.peerAddressStamp')

export function installPeerAddressStamp(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true }
  if (proto[installed]) return
  proto[installed] = true
  const emit = proto.emit
  proto.emit = function stampPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      request.headers[PEER_HEADER] = normalize(request.socket.remoteAddress ?? '')
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean
  } as typeof emit
}

/**
 * The client's address: the stamped peer, or, when the peer is a trusted proxy, the nearest
 * address in X-Forwarded-For that is not a trusted proxy. 'unknown' when nothing was stamped.
 */
export function clientAddress(headers: Headers, trustedProxies: readonly string[]): string {
  const peer = headers.get(PEER_HEADER)
  if (!peer) return 'unknown'
  if (!isTrustedProxy(peer, trustedProxies)) return peer
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normalize(hop.trim()))
    .filter(Boolean)
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index]!
    if (!isTrustedProxy(hop, trustedProxies)) return hop
  }
  return peer
}

/**
 * Whether the request came over https: SITE_URL says so, or a trusted proxy in front of us
 * does in X-Forwarded-Proto (its leftmost value, the scheme the visitor used). Anyone else's
 * X-Forwarded-Proto is ignored.
 */
export function servedOverHttps(
  headers: Headers,
  siteUrl: string,
  trustedProxies: readonly string[],
): boolean {
  if (siteUrl.startsWith('https://')) return true
  const peer = headers.get(PEER_HEADER)
  if (!peer || !isTrustedProxy(peer, trustedProxies)) return false
  const scheme = (headers.get('x-forwarded-proto') ?? '').split(',')[0]!.trim().toLowerCase()
  return scheme === 'https'
}

export function isTrustedProxy(address: string, trustedProxies: readonly string[]): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  return trustedProxies.some((entry) => {
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry)
        return parsed.kind() === range.kind() && parsed.match(range, bits)
      }
      return ipaddr.process(entry).toString() === parsed.toString()
    } catch {
      return false
    }
  })
}

// ::ffff:127.0.0.1 and 127.0.0.1 are one client.
function normalize(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address
}
