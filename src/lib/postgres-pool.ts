/**
 * pg's Pool emits `error` when an idle connection dies (the database restarted, the network
 * dropped it), and a checked-out client emits it when its connection dies between two queries.
 * With no listener Node treats either as an uncaught exception and the whole server exits (payload
 * issue #3920); Payload's adapter adds none. Its pool is made from this subclass, which logs the
 * loss instead: the pool discards the dead connection and opens a fresh one for the next query,
 * so the site recovers by itself when the database is back.
 */
import pg from 'pg'

class ResilientPool extends pg.Pool {
  constructor(options?: pg.PoolConfig) {
    super(options)
    this.on('error', logLostConnection)
    // A checked-out client's loss is reported by the query that fails on it.
    this.on('connect', (client) => client.on('error', () => undefined))
  }
}

function logLostConnection(error: Error): void {
  console.error(`PostgreSQL connection lost (${error.message}); reconnecting on demand`)
}

/** The pg module as Payload's adapter uses it, with the pool above. */
export const resilientPg: typeof pg = { ...pg, Pool: ResilientPool }
