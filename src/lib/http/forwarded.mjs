// @ts-check
/**
 * What a proxy in front of us may tell about a request, and whom we believe: an address in
 * TRUSTED_PROXIES. Plain JavaScript, because the front of the production server
 * (src/server/front.mjs) decides with it too, outside Next's bundle.
 */
import ipaddr from 'ipaddr.js'

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. @param {string} address */
export function normalizeAddress(address) {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address
}

/** @param {string} address @param {readonly string[]} trustedProxies addresses or CIDR ranges */
export function isTrustedProxy(address, trustedProxies) {
  if (trustedProxies.length === 0 || !ipaddr.isValid(address)) return false
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

/**
 * Whether the visitor came over https: SITE_URL says so, or a trusted proxy in front of us does
 * in X-Forwarded-Proto (its leftmost value, the scheme the visitor used). Anyone else's
 * X-Forwarded-Proto is ignored.
 * @param {{ peer: string | null | undefined, forwardedProto: string | null | undefined,
 *   siteUrl: string, trustedProxies: readonly string[] }} request
 */
export function cameOverHttps({ peer, forwardedProto, siteUrl, trustedProxies }) {
  if (siteUrl.startsWith('https://')) return true
  if (!peer || !isTrustedProxy(peer, trustedProxies)) return false
  return (forwardedProto ?? '').split(',')[0]?.trim().toLowerCase() === 'https'
}
