import dns from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import { buildConnector } from 'undici'
import { BlockedAddressError } from './errors'
import { isAddressAllowed } from './source-policy'

/**
 * The address check sits inside the socket's own DNS lookup, so the address that is checked is the
 * address that is dialled: a DNS answer that changes between a check and the connection (DNS
 * rebinding) cannot slip through. `dns.lookup` is read at call time so tests can stub it.
 */
export const safeLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '')
    const blocked = addresses.find((entry) => !isAddressAllowed(entry.address))
    const first = addresses[0]
    if (blocked || !first) {
      return callback(new BlockedAddressError(blocked?.address ?? 'no address'), '')
    }
    if (options.all) callback(null, addresses)
    else callback(null, first.address, first.family)
  })
}

/**
 * undici connector: literal IP hosts never reach a lookup, so they are checked here before
 * dialling; every socket's peer address is checked once more before a byte is sent on it.
 */
export function safeConnector(timeoutMs: number): buildConnector.connector {
  const connect = buildConnector({ lookup: safeLookup, timeout: timeoutMs })
  return (options, callback) => {
    const literal = options.hostname.replace(/^\[|\]$/g, '')
    if (isIP(literal) && !isAddressAllowed(literal)) {
      return callback(new BlockedAddressError(literal), null)
    }
    connect(options, (error, socket) => {
      if (error || !socket) return callback(error ?? new Error('No socket'), null)
      const peer = socket.remoteAddress ?? 'unknown'
      if (!isAddressAllowed(peer)) {
        socket.destroy()
        return callback(new BlockedAddressError(peer), null)
      }
      callback(null, socket)
    })
  }
}
