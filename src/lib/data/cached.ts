import 'server-only'

import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external'
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external'
import { cache } from 'react'

import { inLocale } from '@/lib/cache-tags'
import { noteTags } from '@/lib/cache/render-record.mjs'
import { env } from '@/lib/env'
import { LOCALES, type Locale } from '@/lib/i18n/locales'
import { countDataRead } from '@/lib/render-count'

// Next keeps the data cache in the build folder (.next/cache), which every server started from
// that build shares: a second server on another database (a staging copy, a test) must never be
// handed the first one's reads.
const database = createHash('sha256').update(env.databaseUrl).digest('hex').slice(0, 16)

/**
 * The site's one caching mechanism: a read is memoised for the request (React `cache`) and kept
 * across requests in Next's data cache under the given tags until a hook in cms/hooks expires
 * them. Repeat visits to a published page therefore never touch the database.
 *
 * Every read is in one language, its first argument: the language is part of the cache key, and
 * the tags are its language-scoped ones (`books@es`). What no language changes is read once for
 * all (cachedSharedRead).
 *
 * The page being rendered notes the tags of every read it makes (lib/cache/render-record.mjs):
 * the page cache keeps it until one of them expires. A read's tags must therefore name all it
 * shows, the reads it makes itself included: taken from the data cache, it runs none of them.
 */
export function cachedRead<Args extends (string | number)[], Result>(
  name: string,
  read: (locale: Locale, ...args: Args) => Promise<Result>,
  tagsOf: (...args: Args) => string[],
): (locale: Locale, ...args: Args) => Promise<Result> {
  return cache((locale: Locale, ...args: Args) => {
    const tags = noteReadTags(locale, tagsOf(...args))
    return evenInDraftMode(
      unstable_cache(
        fromDatabase(read, locale, ...args),
        [name, database, locale, ...args.map(String)],
        {
          tags,
        },
      ),
    )
  })
}

/**
 * Notes on the page being rendered that it read `tags` in `locale` (their language-scoped forms,
 * which it returns): what every cached read does, and what a read composed in memory from reads
 * that note nothing (lib/data/talent-index.ts) says for itself.
 */
export function noteReadTags(locale: Locale, tags: readonly string[]): string[] {
  const scoped = tags.map((tag) => inLocale(tag, locale))
  noteTags(scoped)
  return scoped
}

/**
 * A read of what every language shares (slugs, order, dates): kept once for all languages, and
 * expired by a change in any of them (its tags in every language). `alsoExpiredBy` expires the
 * read without being noted on the page that made it: a change the read counts that no page shows.
 */
export function cachedSharedRead<Args extends (string | number)[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  tagsOf: (...args: Args) => string[],
  alsoExpiredBy: readonly string[] = [],
): (...args: Args) => Promise<Result> {
  const everyLanguage = (tags: readonly string[]) =>
    tags.flatMap((tag) => LOCALES.map((locale) => inLocale(tag, locale)))
  return cache((...args: Args) => {
    const tags = everyLanguage(tagsOf(...args))
    noteTags(tags)
    return evenInDraftMode(
      unstable_cache(fromDatabase(read, ...args), [name, database, ...args.map(String)], {
        tags: [...tags, ...everyLanguage(alsoExpiredBy)],
      }),
    )
  })
}

/** `read` of `args`, counted (lib/render-count.ts): what runs when the data cache has no copy. */
function fromDatabase<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  ...args: Args
): () => Promise<Result> {
  return () => {
    countDataRead()
    return read(...args)
  }
}

/**
 * Calls a cached read, from the data cache in draft mode too. Next skips its data cache for a
 * draft-mode render, for apps that read drafts through the same calls; here these reads are what
 * visitors see (drafts are read by `draftReads`, uncached), so a draft preview took every one of
 * them from the database: about twice the CPU of the same render outside draft mode (issue 30,
 * item 6). Outside the request's stores Next uses the data cache as it does for a read outside
 * any render: same keys, same tags, expired by the same publishes.
 */
function evenInDraftMode<Result>(cachedCall: () => Promise<Result>): Promise<Result> {
  if (!workAsyncStorage.getStore()?.isDraftMode) return cachedCall()
  return workAsyncStorage.exit(() => workUnitAsyncStorage.exit(cachedCall))
}
