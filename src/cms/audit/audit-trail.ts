/**
 * The audit trail: every change staff make to an audited collection or global is written to the
 * audit log in the same transaction, as staff would say it: who (by name), what happened (draft
 * saved, published, unpublished, changed...), to which document (by title, linked) and which of
 * its fields (by label). A write that changed nothing (a save with no edits, or one whose every
 * field the role may not set) leaves no entry; a refused write never reaches these hooks. Changes
 * nobody logged in made (visitors' forms, the Stripe webhook, the seed) are not staff's.
 */
import {
  toWords,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type FlattenedField,
  type GlobalAfterChangeHook,
  type GlobalConfig,
  type PayloadRequest,
} from 'payload'

import { AUDIT_ACTIONS, type AuditAction } from './audit-actions'

export { AUDIT_ACTIONS }

/** Bookkeeping every save changes: not what staff changed. */
const NOT_CHANGES = new Set([
  'id',
  'createdAt',
  'updatedAt',
  '_status',
  'globalType',
  // Whether visitors may fetch a picture: follows publishing (cms/media/publicity.ts), no one's edit.
  'shown',
])

/** An upload's own fields, hidden in the form, as staff know them: the file and its focal point. */
const UPLOAD_FIELD_LABELS: Record<string, string> = {
  filename: 'File',
  focalX: 'Focal point',
  focalY: 'Focal point',
}

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

/**
 * The changed fields as the form labels them, once each, in the form's order. Fields staff
 * never see (an upload's sizes, URLs and storage prefix, hidden bookkeeping) are left out.
 */
export function changedFieldLabels(fields: readonly FlattenedField[], names: string[]): string[] {
  const labels = fields.flatMap((field) => {
    if (!names.includes(field.name)) return []
    const upload = UPLOAD_FIELD_LABELS[field.name]
    if (upload) return [upload]
    if (field.hidden || field.admin?.hidden || field.admin?.disabled) return []
    return [typeof field.label === 'string' ? field.label : toWords(field.name)]
  })
  return [...new Set(labels)]
}

/**
 * What each write of this request asked for, by document: a draft save, or an unpublish (a
 * write that is not a draft but sets a published document's status to draft, as the admin's
 * Unpublish does). afterChange hooks are not told either.
 */
type WriteKind = 'draft' | 'unpublish'

const writeKindsByRequest = new WeakMap<PayloadRequest, Map<string, WriteKind>>()

function writeKinds(req: PayloadRequest): Map<string, WriteKind> {
  let kinds = writeKindsByRequest.get(req)
  if (!kinds) writeKindsByRequest.set(req, (kinds = new Map()))
  return kinds
}

const writeKey = (collection: string, id: unknown) => `${collection}:${String(id)}`

/** Notes a draft save or an unpublish by its document (updates by id: the admin's writes). */
const noteWriteKind: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  const { data, draft, id } = args as { data?: Doc; draft?: boolean; id?: number | string }
  if (operation !== 'update' || id === undefined) return args
  const key = writeKey(collection.slug, id)
  writeKinds(req).delete(key)
  if (draft) writeKinds(req).set(key, 'draft')
  else if (data?._status === 'draft') {
    // The collection's own row holds the published document until a write that is not a draft.
    const saved = await req.payload.db.findOne<Doc & { id: number | string }>({
      collection: collection.slug,
      where: { id: { equals: id } },
      req,
    })
    writeKinds(req).set(key, saved?._status === 'published' ? 'unpublish' : 'draft')
  }
  return args
}

/**
 * What happened, in the words of the admin's buttons. With drafts, a save as draft is a draft
 * save (the published page stays online, even on the first one after publishing), a save that
 * publishes is a publish, and only taking the published document offline is an unpublish.
 */
function actionOf(
  req: PayloadRequest,
  collection: string,
  operation: 'create' | 'update',
  doc: Doc,
): AuditAction {
  if (operation === 'create') return 'create'
  if (!('_status' in doc)) return 'update'
  const key = writeKey(collection, doc.id)
  const kind = writeKinds(req).get(key)
  writeKinds(req).delete(key)
  if (kind) return kind
  return doc._status === 'published' ? 'publish' : 'draft'
}

/** The staff member's name, or their email when the account has none. */
function nameOf(user: NonNullable<PayloadRequest['user']>): string {
  const name = (user as { name?: unknown }).name
  return typeof name === 'string' && name.trim() !== '' ? name : String(user.email)
}

/** One entry; the API the other writers of the log (packages' send and revoke) also use. */
export async function recordAuditEntry(
  req: PayloadRequest,
  entry: {
    action: AuditAction
    target: string
    documentId?: unknown
    title?: string
    changedFields?: string[]
  },
): Promise<void> {
  const user = req.user
  if (!user || typeof user.email !== 'string') return
  const documentId = entry.documentId === undefined ? undefined : String(entry.documentId)
  const userName = nameOf(user)
  await req.payload.create({
    collection: 'audit-log',
    data: {
      summary: `${userName} · ${entry.action} · ${entry.title ?? entry.target}`,
      user: user.id,
      userName,
      userEmail: user.email,
      action: entry.action,
      target: entry.target,
      documentId,
      title: entry.title,
      changedFields: entry.changedFields?.join(', ') || undefined,
    },
    req,
  })
}

function titleOf(collection: CollectionConfig, doc: Doc): string {
  const value = collection.admin?.useAsTitle ? doc[collection.admin.useAsTitle] : undefined
  return typeof value === 'string' && value.trim() !== '' ? value : `#${String(doc.id)}`
}

const afterChange: CollectionAfterChangeHook = async ({
  collection,
  doc,
  previousDoc,
  operation,
  req,
}) => {
  const before = operation === 'create' ? undefined : (previousDoc as Doc)
  const action = actionOf(req, collection.slug, operation, doc)
  const changed = changedFieldLabels(collection.flattenedFields, changedFieldNames(before, doc))
  // A publish of a pending draft, or an unpublish, changes the status alone; an edit with no
  // change (or only of fields the role may not set, which Payload drops) is no change.
  const statusChanged =
    action === 'unpublish' || (action === 'publish' && before?._status !== 'published')
  if (changed.length === 0 && !statusChanged) return doc
  await recordAuditEntry(req, {
    action,
    target: collection.slug,
    documentId: doc.id,
    title: titleOf(collection, doc),
    changedFields: changed,
  })
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, id, req, doc }) => {
  await recordAuditEntry(req, {
    action: 'delete',
    target: collection.slug,
    documentId: id,
    title: titleOf(collection, doc as Doc),
  })
  return doc
}

const afterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  const changed = changedFieldLabels(global.flattenedFields, changedFieldNames(previousDoc, doc))
  if (changed.length === 0) return doc
  await recordAuditEntry(req, {
    action: 'update',
    target: global.slug,
    title: typeof global.label === 'string' ? global.label : toWords(global.slug),
    changedFields: changed,
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
      beforeOperation: [...(hooks.beforeOperation ?? []), noteWriteKind],
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
