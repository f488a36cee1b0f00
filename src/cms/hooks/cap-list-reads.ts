import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

/** Documents one REST list read may return to a visitor. */
export const MAX_LIST_LIMIT = 100
/**
 * ...and to staff. Nothing of the admin's own depends on it: the book editor reads its talents by
 * id, 200 at a time, and finds others by name (src/cms/admin/cms-api.ts).
 */
export const STAFF_MAX_LIST_LIMIT = 1000
/** Relationship levels any read may populate (Payload's `maxDepth`; the site reads at depth 1). */
export const MAX_DEPTH = 3

type ListArgs = { limit?: unknown; pagination?: boolean }
type JoinQuery = { limit?: unknown; [key: string]: unknown }
type ReadArgs = ListArgs & { joins?: false | Record<string, false | JoinQuery> }

/**
 * The limit a list read may use: `limit=0` and `pagination=false` ("everything") become the cap,
 * larger limits shrink to it, and pages stay on.
 */
export function cappedList(args: ListArgs, cap: number): { limit: number; pagination: true } {
  const limit = args.limit
  const asked = typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? limit : cap
  return { limit: args.pagination === false ? cap : Math.min(asked, cap), pagination: true }
}

/** The documents of join fields (a payment's events) are lists too: `joins[events][limit]=0`. */
export function cappedJoins(joins: ReadArgs['joins'], cap: number): ReadArgs['joins'] {
  if (!joins || typeof joins !== 'object') return joins
  return Object.fromEntries(
    Object.entries(joins).map(([name, query]) => [
      name,
      query && typeof query === 'object' && 'limit' in query
        ? { ...query, limit: cappedList({ limit: query.limit }, cap).limit }
        : query,
    ]),
  )
}

const LIST_OPERATIONS = new Set(['read', 'readDistinct', 'findVersions'])

/**
 * Caps list reads that arrive through the REST API (/cms/api), where anyone can ask for
 * `?limit=100000`. Reads of the site and of scripts (the Local API) choose their own limits.
 */
export const capRestListReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (req.payloadAPI !== 'REST' || !LIST_OPERATIONS.has(operation)) return args
  const read = args as ReadArgs
  const cap = req.user ? STAFF_MAX_LIST_LIMIT : MAX_LIST_LIMIT
  // Without limit or pagination, a find (or a findByID, also 'read') gets Payload's default
  // page of 10; a distinct-values read gets everything.
  const listed =
    read.limit !== undefined || read.pagination !== undefined || operation === 'readDistinct'
  return {
    ...args,
    ...(listed ? cappedList(read, cap) : {}),
    ...(read.joins ? { joins: cappedJoins(read.joins, cap) } : {}),
  }
}

/** Every collection with the cap, in front of its own beforeOperation hooks. */
export function withListCap(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeOperation: [capRestListReads, ...(hooks.beforeOperation ?? [])] },
  }
}
