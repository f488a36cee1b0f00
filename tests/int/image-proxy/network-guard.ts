import dns, { type LookupAddress } from 'node:dns'
import net, { type LookupFunction } from 'node:net'

/**
 * Makes leaving the machine impossible for the tests, even if the proxy's own checks were wrong:
 * DNS answers come from a table (unknown names: ENOTFOUND), and every socket whose address is not
 * loopback fails before it is dialled. It records every address a socket was about to dial.
 */

export type NetworkGuard = {
  /** Addresses sockets were about to dial (loopback ones included), in order. */
  dials: string[]
  /** Non-loopback addresses a socket tried to dial and the guard stopped. */
  blocked: string[]
  /** How many times each name was resolved. */
  lookups: Map<string, number>
  /** Sets the answers for a name: one list per call, the last repeats. */
  answer: (hostname: string, ...answers: string[][]) => void
  restore: () => void
}

const isLoopback = (address: string): boolean =>
  net.isIPv4(address) ? address.startsWith('127.') : address === '::1'

type ConnectOptions = { host?: string; lookup?: LookupFunction }

export function installNetworkGuard(): NetworkGuard {
  const table = new Map<string, string[][]>([['localhost', [['127.0.0.1']]]])
  const guard: NetworkGuard = {
    dials: [],
    blocked: [],
    lookups: new Map(),
    answer: (hostname, ...answers) => table.set(hostname, answers),
    restore: () => undefined,
  }

  const originalLookup = dns.lookup
  type Callback = Parameters<LookupFunction>[2]
  const fakeLookup: LookupFunction = (hostname, options, callback) => {
    guard.lookups.set(hostname, (guard.lookups.get(hostname) ?? 0) + 1)
    const answers = table.get(hostname)
    const calls = guard.lookups.get(hostname) ?? 1
    const addresses = net.isIP(hostname)
      ? [hostname]
      : answers?.[Math.min(calls, answers.length) - 1]
    if (!addresses) {
      const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`)
      error.code = 'ENOTFOUND'
      return process.nextTick(() => callback(error, ''))
    }
    const all: LookupAddress[] = addresses.map((address) => ({
      address,
      family: net.isIPv6(address) ? 6 : 4,
    }))
    process.nextTick(() =>
      options.all ? callback(null, all) : callback(null, all[0]!.address, all[0]!.family),
    )
  }
  /** dns.lookup also takes (hostname, callback) and (hostname, family, callback). */
  function fakeDnsLookup(hostname: string, ...rest: unknown[]): void {
    const callback = rest.at(-1) as Callback
    const options = typeof rest[0] === 'object' && rest[0] !== null ? rest[0] : {}
    fakeLookup(hostname, options, callback)
  }
  Object.assign(dns, { lookup: fakeDnsLookup })

  /** Wraps the lookup a socket will use, so the addresses it dials pass through the guard. */
  const guardedLookup =
    (inner: LookupFunction): LookupFunction =>
    (hostname, options, callback) =>
      inner(hostname, options, (error, address, family) => {
        if (error) return callback(error, address, family)
        const list = typeof address === 'string' ? [address] : address.map((a) => a.address)
        guard.dials.push(...list)
        const outside = list.filter((a) => !isLoopback(a))
        if (outside.length > 0) {
          guard.blocked.push(...outside)
          return callback(new Error(`network guard: blocked ${outside.join(', ')}`), '')
        }
        callback(null, address, family)
      })

  const originalConnect = net.Socket.prototype.connect
  function guardedConnect(this: net.Socket, ...args: unknown[]): net.Socket {
    const first = args[0]
    const options = (Array.isArray(first) ? first[0] : first) as ConnectOptions | number | string
    if (typeof options === 'object' && options !== null && options.host) {
      if (net.isIP(options.host)) {
        guard.dials.push(options.host)
        if (!isLoopback(options.host)) {
          guard.blocked.push(options.host)
          throw new Error(`network guard: blocked ${options.host}`)
        }
      } else {
        options.lookup = guardedLookup(options.lookup ?? fakeLookup)
      }
    } else if (typeof options !== 'string') {
      throw new Error('network guard: unexpected connect() form')
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  }
  net.Socket.prototype.connect = guardedConnect as typeof originalConnect

  guard.restore = () => {
    Object.assign(dns, { lookup: originalLookup })
    net.Socket.prototype.connect = originalConnect
  }
  return guard
}
