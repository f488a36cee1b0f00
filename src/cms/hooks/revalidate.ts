import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
  TypeWithID,
} from 'payload'

/**
 * Expires cached site data after staff change content. `{ expire: 0 }` makes the next request
 * read fresh data (a blocking miss) instead of serving stale content once, so a publish is
 * visible on the very next visit.
 *
 * Scripts that write outside a Next request (seed, migrations, tests) set
 * `context.disableRevalidate`: there is no Next cache to expire there.
 */
export function expireTags(tags: string[], context: RequestContext): void {
  if (context.disableRevalidate) return
  for (const tag of tags) revalidateTag(tag, { expire: 0 })
}

type TagsOf<T> = (doc: T) => string[]

export function revalidateAfterChange<T extends TypeWithID>(
  tagsOf: TagsOf<T>,
): CollectionAfterChangeHook<T> {
  return ({ doc, previousDoc, context }) => {
    expireTags([...tagsOf(doc), ...(previousDoc ? tagsOf(previousDoc) : [])], context)
    return doc
  }
}

export function revalidateAfterDelete<T extends TypeWithID>(
  tagsOf: TagsOf<T>,
): CollectionAfterDeleteHook<T> {
  return ({ doc, context }) => {
    expireTags(tagsOf(doc), context)
    return doc
  }
}

export function revalidateGlobal(tags: string[]): GlobalAfterChangeHook {
  return ({ doc, context }) => {
    expireTags(tags, context)
    return doc
  }
}
