/**
 * Who uses a picture: the documents and globals whose saved or draft content points at a media
 * item. The media item's "Used by" list shows them, and deleting an item that has any is refused
 * (refuse-deleting-used-media), so a talent never keeps a grey tile or a publish that fails.
 */
import type { CollectionSlug, GlobalSlug, Payload, PayloadRequest } from 'payload'

import { idsAt, mediaPaths } from './media-paths'

export type MediaUser = {
  /** "Talent", "Page", "Settings": what kind of document uses the picture. */
  kind: string
  /** The document's title, or the global's name. */
  title: string
  /** Its edit view in the admin. */
  href: string
}

/** Enough users to name in a refusal or a list; more are counted, not named. */
const USERS_NAMED = 20

function label(labels: unknown, fallback: string): string {
  return typeof labels === 'string' ? labels : fallback
}

/** A localized title comes back as a string in the default locale: anything else, the id. */
function titleOf(doc: Record<string, unknown>, titleField: string | undefined): string {
  const value = titleField ? doc[titleField] : undefined
  return typeof value === 'string' && value.trim() !== '' ? value : `#${String(doc.id)}`
}

async function collectionUsers(
  payload: Payload,
  slug: CollectionSlug,
  mediaId: number | string,
  req: Partial<PayloadRequest> | undefined,
): Promise<MediaUser[]> {
  const { config } = payload.collections[slug]
  const paths = mediaPaths(config.flattenedFields)
  if (paths.length === 0 || slug === 'media') return []
  const titleField = config.admin?.useAsTitle
  // The published (or only) document, and with drafts the latest draft: either may show it.
  const readings = config.versions && config.versions.drafts ? [false, true] : [false]
  const found = new Map<string, Record<string, unknown>>()
  // One query per path: the database adapter cannot join one block's table twice in one query.
  for (const path of paths) {
    for (const draft of readings) {
      const { docs } = await payload.find({
        collection: slug,
        where: { [path]: { equals: mediaId } },
        draft,
        depth: 0,
        limit: USERS_NAMED,
        pagination: false,
        select: titleField && titleField !== 'id' ? { [titleField]: true } : {},
        overrideAccess: true,
        req,
      })
      for (const doc of docs) found.set(String(doc.id), doc as unknown as Record<string, unknown>)
    }
  }
  const kind = label(config.labels?.singular, slug)
  const adminRoute = payload.config.routes.admin
  return [...found.values()].map((doc) => ({
    kind,
    title: titleOf(doc, titleField),
    href: `${adminRoute}/collections/${slug}/${String(doc.id)}`,
  }))
}

async function globalUsers(
  payload: Payload,
  slug: GlobalSlug,
  mediaId: number | string,
  req: Partial<PayloadRequest> | undefined,
): Promise<MediaUser[]> {
  const config = payload.config.globals.find((global) => global.slug === slug)
  if (!config) return []
  const paths = mediaPaths(config.flattenedFields)
  if (paths.length === 0) return []
  const readings = config.versions && config.versions.drafts ? [false, true] : [false]
  for (const draft of readings) {
    const doc = await payload.findGlobal({ slug, draft, depth: 0, overrideAccess: true, req })
    const used = paths.some((path) => idsAt(doc, path).some((id) => String(id) === String(mediaId)))
    if (used) {
      const name = label(config.label, slug)
      return [{ kind: name, title: name, href: `${payload.config.routes.admin}/globals/${slug}` }]
    }
  }
  return []
}

/**
 * Every document and global that shows the media item, in the order of the configuration. Inside
 * a write, pass its `req`: the reads then see the write's own transaction.
 */
export async function mediaUsers(
  payload: Payload,
  mediaId: number | string,
  req?: Partial<PayloadRequest>,
): Promise<MediaUser[]> {
  const collections = Object.keys(payload.collections) as CollectionSlug[]
  const globals = payload.config.globals.map((global) => global.slug as GlobalSlug)
  const users = await Promise.all([
    ...collections.map((slug) => collectionUsers(payload, slug, mediaId, req)),
    ...globals.map((slug) => globalUsers(payload, slug, mediaId, req)),
  ])
  return users.flat()
}

/** "Talent Ada Lovelace, Page Home": the users named in one line, as a refusal says them. */
export function namedUsers(users: readonly MediaUser[]): string {
  return users
    .map((user) => (user.kind === user.title ? user.title : `${user.kind} “${user.title}”`))
    .join(', ')
}
