import {
  accessOperation,
  addDataAndFileToRequest,
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  docAccessOperation,
  docAccessOperationGlobal,
  type Endpoint,
  type GlobalBeforeOperationHook,
  type GlobalConfig,
  headersWithCors,
  type PayloadRequest,
} from 'payload'

/**
 * Payload's REST API (/cms/api) is the admin's. Anonymous callers read nothing through it: every
 * read, count and list of a collection or global, and every permission map (/cms/api/access and
 * the per-document ones), answers 403. What visitors read is the site's own API (/api/{path}),
 * cached and shaped for them (docs/decisions/0027-anonymous-payload-rest.md). Still open to them:
 * logging in, the password reset, the first account's sign-up, and the files of public uploads
 * (/cms/api/media/file/…, served under the collection's read access).
 */

/** Operations that return documents or counts; writes are left to each collection's access. */
const READS = new Set(['read', 'readDistinct', 'count', 'countVersions'])

export const STAFF_ONLY_MESSAGE =
  'Payload’s REST API is for staff. The public API of the site is /api/{path}.'

export class StaffOnly extends APIError {
  // Payload picks the log level by name (payload.config's loggingLevels); a build minifies the
  // class's own.
  override name = 'StaffOnly'
  constructor() {
    super(STAFF_ONLY_MESSAGE, 403, null, true)
  }
}

/**
 * A REST read with no staff member behind it. Let be: server code reading inside a visitor's
 * request with overrideAccess (the first account's sign-up counts the accounts), and the lookup
 * of the one document a file belongs to when /cms/api/{collection}/file/{name} serves it from
 * object storage, which applies the collection's read access itself.
 */
const anonymousRestRead = (req: PayloadRequest, operation: string, overrideAccess?: boolean) =>
  req.payloadAPI === 'REST' &&
  !req.user &&
  !overrideAccess &&
  READS.has(operation) &&
  typeof req.routeParams?.filename !== 'string'

/** One hook for collections and globals, whose hook types differ in their arguments' names only. */
function refuseAnonymousRead<Args>(hook: {
  args?: Args
  operation: string
  overrideAccess?: boolean
  req: PayloadRequest
}): Args | undefined {
  if (anonymousRestRead(hook.req, hook.operation, hook.overrideAccess)) throw new StaffOnly()
  return hook.args
}

export const refuseAnonymousReads: CollectionBeforeOperationHook = refuseAnonymousRead
export const refuseAnonymousGlobalReads: GlobalBeforeOperationHook = refuseAnonymousRead

/**
 * The maps of fields and operations each collection, global or document allows, for the admin:
 * Payload's own endpoints of the same paths answer anyone. Ours come first and answer staff alone,
 * as Payload's would.
 */
const json = (req: PayloadRequest, body: unknown) =>
  Response.json(body, { headers: headersWithCors({ headers: new Headers(), req }) })

/** GET /cms/api/access */
export const staffOnlyAccessMap: Endpoint = {
  path: '/access',
  method: 'get',
  handler: async (req) => {
    if (!req.user) throw new StaffOnly()
    return json(req, await accessOperation({ req }))
  },
}

/** POST /cms/api/{collection}/access[/{id}] */
const documentAccessMap = (slug: CollectionSlug): Endpoint => ({
  path: '/access/:id?',
  method: 'post',
  handler: async (req) => {
    if (!req.user) throw new StaffOnly()
    await addDataAndFileToRequest(req)
    const id = req.routeParams?.id
    const permissions = await docAccessOperation({
      collection: req.payload.collections[slug],
      // Ids are numbers here, as Payload's own endpoint reads them.
      id: typeof id === 'string' ? Number(id) : undefined,
      data: req.data,
      req,
    })
    return json(req, permissions)
  },
})

/** POST /cms/api/globals/{global}/access */
const globalAccessMap = (slug: string): Endpoint => ({
  path: '/access',
  method: 'post',
  handler: async (req) => {
    if (!req.user) throw new StaffOnly()
    await addDataAndFileToRequest(req)
    const globalConfig = req.payload.globals.config.find((global) => global.slug === slug)!
    return json(req, await docAccessOperationGlobal({ globalConfig, data: req.data, req }))
  },
})

export function withStaffOnlyReads(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    endpoints: [
      documentAccessMap(collection.slug as CollectionSlug),
      ...(collection.endpoints || []),
    ],
    hooks: { ...hooks, beforeOperation: [refuseAnonymousReads, ...(hooks.beforeOperation ?? [])] },
  }
}

export function withStaffOnlyGlobalReads(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    endpoints: [globalAccessMap(global.slug), ...(global.endpoints || [])],
    hooks: {
      ...hooks,
      beforeOperation: [refuseAnonymousGlobalReads, ...(hooks.beforeOperation ?? [])],
    },
  }
}
