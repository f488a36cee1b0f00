import 'server-only'

import { createHash } from 'node:crypto'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

import { inLocale } from '@/lib/cache-tags'
import { env } from '@/lib/env'
import { LOCALES, type Locale } from '@/lib/i18n/locales'

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
 */
export function cachedRead<Args extends (string | number)[], Result>(
  name: string,
  read: (locale: Locale, ...args: Args) => Promise<Result>,
  tagsOf: (...args: Args) => string[],
): (locale: Locale, ...args: Args) => Promise<Result> {
  return cache((locale: Locale, ...args: Args) =>
    unstable_cache(() => read(locale, ...args), [name, database, locale, ...args.map(String)], {
      tags: tagsOf(...args).map((tag) => inLocale(tag, locale)),
    })(),
  )
}

/**
 * A read of what every language shares (slugs, order, dates): kept once for all languages, and
 * expired by a change in any of them (its tags in every language).
 */
export function cachedSharedRead<Args extends (string | number)[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  tagsOf: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return cache((...args: Args) =>
    unstable_cache(() => read(...args), [name, database, ...args.map(String)], {
      tags: tagsOf(...args).flatMap((tag) => LOCALES.map((locale) => inLocale(tag, locale))),
    })(),
  )
}
