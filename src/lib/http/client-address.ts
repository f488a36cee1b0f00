/**
 * Who sent a request, for rate limits: the socket's peer address, never a header the visitor can
 * write. Next hands route handlers a Request without the socket, and keeps a client's own
 * X-Forwarded-For, so the server stamps the peer address into PEER_HEADER as each request
 * arrives (installPeerAddressStamp, from instrumentation), overwriting anything sent under that
 * name. X-Forwarded-For is read only when the peer is a proxy listed in TRUSTED_PROXIES.
 */
import http, { type IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'

import ipaddr from 'ipaddr.js'

import { env } from '../env'
import { cameOverHttps, isTrustedProxy, normalizeAddress as normalize } from './forwarded.mjs'

export const PEER_HEADER = 'x-roster-peer-address'

const installed = Symbol.for('roster.peerAddressStamp')
/** A connection's normalized peer address, worked out once for all its requests. */
const peerOfSocket = Symbol('roster.peerAddress')

export function installPeerAddressStamp(): void {
  const proto = http.Server.prototype as http.Server & { [installed]?: true }
  if (proto[installed]) return
  proto[installed] = true
  const emit = proto.emit
  proto.emit = function stampPeer(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as IncomingMessage
      const socket = request.socket as Socket & { [peerOfSocket]?: string }
      request.headers[PEER_HEADER] = socket[peerOfSocket] ??= normalize(socket.remoteAddress ?? '')
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
 * The key a rate limit counts a client under: an IPv4 address as it is, an IPv6 address by its
 * first `ipv6PrefixBits` bits (RATE_LIMIT_IPV6_PREFIX, default 64), since one client holds a
 * whole /64 and could otherwise walk around every limit.
 */
export function rateLimitKey(
  address: string,
  ipv6PrefixBits = env.rateLimitIpv6PrefixBits,
): string {
  if (!ipaddr.isValid(address)) return address
  const parsed = ipaddr.process(address)
  if (parsed.kind() !== 'ipv6') return parsed.toString()
  const bits = Math.min(128, Math.max(0, ipv6PrefixBits))
  const bytes = parsed.toByteArray().map((byte, index) => {
    const kept = Math.min(8, Math.max(0, bits - index * 8))
    return byte & (0xff << (8 - kept)) & 0xff
  })
  return `${ipaddr.fromByteArray(bytes).toString()}/${bits}`
}

/** Whether the request came over https (lib/http/forwarded.mjs). */
export function servedOverHttps(
  headers: Headers,
  siteUrl: string,
  trustedProxies: readonly string[],
): boolean {
  return cameOverHttps({
    peer: headers.get(PEER_HEADER),
    forwardedProto: headers.get('x-forwarded-proto'),
    siteUrl,
    trustedProxies,
  })
}
