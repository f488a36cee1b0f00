import 'server-only'

import { unstable_cache } from 'next/cache'
import { cache } from 'react'

/**
 * The site's one caching mechanism: a read is memoised for the request (React `cache`) and kept
 * across requests in Next's data cache under the given tags until a hook in cms/hooks expires
 * them. Repeat visits to a published page therefore never touch the database.
 */
export function cachedRead<Args extends (string | number)[], Result>(
  name: string,
  read: (...args: Args) => Promise<Result>,
  tagsOf: (...args: Args) => string[],
): (...args: Args) => Promise<Result> {
  return cache((...args: Args) =>
    unstable_cache(() => read(...args), [name, ...args.map(String)], { tags: tagsOf(...args) })(),
  )
}
