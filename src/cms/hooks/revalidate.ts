import { revalidateTag } from 'next/cache'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  RequestContext,
  TypeWithID,
} from 'payload'

import { inLocale } from '@/lib/cache-tags'
import { LOCALES, type Locale } from '@/lib/i18n/locales'

import { localesChangedBy } from './changed-locales'
import type { ContentChange } from './content-tags'

/**
 * Expires cached site data after staff change content. `{ expire: 0 }` makes the next request
 * read fresh data (a blocking miss) instead of serving stale content once, so a publish is
 * visible on the very next visit.
 *
 * Reads are cached per language (lib/data/cached.ts): a change expires the language-scoped tags
 * of the languages it changed (hooks/changed-locales.ts), so a Spanish-only publish leaves the
 * English site cached.
 *
 * Scripts that write outside a Next request (seed, migrations, tests) set
 * `context.disableRevalidate`: there is no Next cache to expire there.
 */
export function expireTags(
  tags: string[],
  context: RequestContext,
  locales: readonly Locale[] = LOCALES,
): void {
  if (context.disableRevalidate) return
  for (const tag of new Set(tags)) {
    for (const locale of locales) revalidateTag(inLocale(tag, locale), { expire: 0 })
  }
}

/** The tags a save expires, from the document as it is now and was before. */
type TagsOf<T> = (change: ContentChange<T>) => string[] | Promise<string[]>

export function revalidateAfterChange<T extends TypeWithID>(
  tagsOf: TagsOf<T>,
): CollectionAfterChangeHook<T> {
  return async ({ doc, previousDoc, context, req, collection, operation }) => {
    if (context.disableRevalidate) return doc
    const locales = localesChangedBy({
      locale: req.locale,
      fields: collection.fields,
      doc,
      previousDoc,
    })
    const change = {
      collection: collection.slug,
      doc,
      previousDoc: operation === 'create' ? undefined : previousDoc,
      operation,
      req,
    }
    expireTags(await tagsOf(change), context, locales)
    return doc
  }
}

export function revalidateAfterDelete<T extends TypeWithID>(
  tagsOf: TagsOf<T>,
): CollectionAfterDeleteHook<T> {
  return async ({ doc, context, req, collection }) => {
    if (context.disableRevalidate) return doc
    expireTags(
      await tagsOf({ collection: collection.slug, doc, operation: 'delete', req }),
      context,
    )
    return doc
  }
}

export function revalidateGlobal(tags: string[]): GlobalAfterChangeHook {
  return ({ doc, previousDoc, context, req, global }) => {
    expireTags(
      tags,
      context,
      localesChangedBy({ locale: req.locale, fields: global.fields, doc, previousDoc }),
    )
    return doc
  }
}
