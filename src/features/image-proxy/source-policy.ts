import ipaddr from 'ipaddr.js'
import { isIP } from 'node:net'
import { env } from '@/lib/env'
import { INSTAGRAM_CDN_HOSTS } from './constants'
import { ProxyError } from './errors'

/**
 * Which remote sources the proxy may contact: http(s) URLs whose host is on the allowlist and whose
 * addresses are public. Hosts are compared after WHATWG URL parsing, which lower-cases them,
 * converts IDNs to punycode and rewrites every IPv4 notation (127.1, 2130706433, 0x7f000001) to
 * dotted decimal, so a look-alike cannot match a rule by spelling.
 */

export type HostRule = { host: string; wildcard: boolean; port: number | null }

/** Parses `host`, `*.host` (any subdomain, not the apex) or either with `:port`. */
export function parseHostRule(entry: string): HostRule | null {
  const wildcard = entry.startsWith('*.')
  const rest = wildcard ? entry.slice(2) : entry
  let url: URL
  try {
    url = new URL(`http://${rest}`)
  } catch {
    return null
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return null
  const port = /:(\d+)$/.exec(rest)?.[1]
  const host = url.hostname.replace(/\.$/, '')
  if (wildcard && isIpLiteral(host)) return null
  return { host, wildcard, port: port === undefined ? null : Number(port) }
}

function buildAllowlist(): HostRule[] {
  const rules: HostRule[] = []
  for (const entry of [...env.imageProxyAllowedHosts, ...INSTAGRAM_CDN_HOSTS]) {
    const rule = parseHostRule(entry)
    if (rule) rules.push(rule)
    else console.warn(`IMAGE_PROXY_ALLOWED_HOSTS: ignoring invalid entry "${entry}"`)
  }
  return rules
}

const allowlist = buildAllowlist()

function effectivePort(url: URL): number {
  if (url.port) return Number(url.port)
  return url.protocol === 'https:' ? 443 : 80
}

/** A rule without a port allows only the scheme's default port. */
export function isHostAllowed(url: URL, rules: readonly HostRule[] = allowlist): boolean {
  const host = url.hostname.replace(/\.$/, '')
  const port = effectivePort(url)
  return rules.some((rule) => {
    const hostMatches = rule.wildcard
      ? host.endsWith(`.${rule.host}`) && host.length > rule.host.length + 1
      : host === rule.host
    const portMatches = rule.port === null ? url.port === '' : port === rule.port
    return hostMatches && portMatches
  })
}

/**
 * Test-only: lets the integration tests use an upstream on 127.0.0.1. Next inlines
 * `process.env.NODE_ENV` as 'production' in builds, so there this is constant false.
 */
export function loopbackAllowedForTests(): boolean {
  return process.env.NODE_ENV === 'test' && process.env.IMAGE_PROXY_TEST_ALLOW_LOOPBACK === '1'
}

function isIpLiteral(host: string): boolean {
  return isIP(host.replace(/^\[|\]$/g, '')) !== 0
}

/**
 * The range an address belongs to: 'public', or ipaddr.js's name for a special range
 * ('loopback', 'private', 'linkLocal', 'carrierGradeNat', 'uniqueLocal', 'ipv4Mapped', ...).
 * IPv4-mapped IPv6 (::ffff:127.0.0.1) is classified as the IPv4 address it carries.
 * Only ordinary unicast counts as public, and for IPv6 only global unicast (2000::/3), which
 * also excludes the deprecated IPv4-compatible form (::127.0.0.1).
 */
export function classifyAddress(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '')
  if (!ipaddr.isValid(bare)) return 'invalid'
  const parsed = ipaddr.process(bare)
  const range = parsed.range()
  if (range !== 'unicast') return range
  if (parsed.kind() === 'ipv6' && !parsed.match(ipaddr.IPv6.parse('2000::'), 3)) return 'reserved'
  return 'public'
}

/** May the proxy open a connection to this address? */
export function isAddressAllowed(address: string): boolean {
  const range = classifyAddress(address)
  return range === 'public' || (range === 'loopback' && loopbackAllowedForTests())
}

/** Throws 403 unless `url` may be fetched: scheme, credentials, allowlist, literal address. */
export function assertRemoteAllowed(url: URL): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ProxyError(403, 'Source scheme not allowed')
  }
  if (url.username || url.password) throw new ProxyError(403, 'Source not allowed')
  if (!isHostAllowed(url)) throw new ProxyError(403, 'Source host not allowed')
  if (isIpLiteral(url.hostname) && !isAddressAllowed(url.hostname)) {
    throw new ProxyError(403, 'Source address not allowed')
  }
}
