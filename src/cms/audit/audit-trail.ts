/**
 * The audit trail: every change staff make to an audited collection or global is written to the
 * audit log in the same transaction: who (id and email), what (collection or global, document,
 * action, the fields it changed) and when (the entry's createdAt). Changes nobody logged in made
 * (visitors' forms, the Stripe webhook, the seed) are not staff's and are not logged.
 */
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

export const AUDIT_ACTIONS = ['create', 'update', 'publish', 'unpublish', 'delete'] as const
type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Bookkeeping every save changes: not what staff changed. */
const NOT_CHANGES = new Set(['id', 'createdAt', 'updatedAt', '_status', 'globalType'])

type Doc = Record<string, unknown>

/** The top-level fields whose value differs between two versions of a document, by name. */
export function changedFieldNames(before: Doc | undefined, after: Doc): string[] {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after)])
  return [...names]
    .filter((name) => !NOT_CHANGES.has(name))
    .filter(
      (name) => JSON.stringify(before?.[name] ?? null) !== JSON.stringify(after[name] ?? null),
    )
    .sort()
}

/** Drafts: publishing and unpublishing are their own actions; a draft saved is an update. */
function actionOf(operation: 'create' | 'update', doc: Doc, previousDoc?: Doc): AuditAction {
  if (operation === 'create') return 'create'
  if (doc._status === 'published') return 'publish'
  if (doc._status === 'draft' && previousDoc?._status === 'published') return 'unpublish'
  return 'update'
}

async function record(
  req: PayloadRequest,
  entry: { action: AuditAction; target: string; documentId?: unknown; changedFields?: string[] },
): Promise<void> {
  const user = req.user
  if (!user || typeof user.email !== 'string') return
  const documentId = entry.documentId === undefined ? undefined : String(entry.documentId)
  await req.payload.create({
    collection: 'audit-log',
    data: {
      summary: `${user.email} · ${entry.action} · ${entry.target}${documentId ? ` ${documentId}` : ''}`,
      user: user.id,
      userEmail: user.email,
      action: entry.action,
      target: entry.target,
      documentId,
      changedFields: entry.changedFields?.join(', '),
    },
    req,
  })
}

const afterChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  await record(req, {
    action: actionOf(operation, doc, previousDoc),
    target: collection.slug,
    documentId: doc.id,
    changedFields: changedFieldNames(operation === 'create' ? undefined : previousDoc, doc),
  })
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, id, req, doc }) => {
  await record(req, { action: 'delete', target: collection.slug, documentId: id })
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  await record(req, {
    action: 'update',
    target: global.slug,
    changedFields: changedFieldNames(previousDoc, doc),
  })
  return doc
}

/** The collection, with its changes written to the audit log. */
export function withAuditTrail(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  }
}

/** The global, with its changes written to the audit log. */
export function withGlobalAuditTrail(global: GlobalConfig): GlobalConfig {
  const hooks = global.hooks ?? {}
  return {
    ...global,
    hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), afterGlobalChange] },
  }
}
