'use client'

import { useEffect, useState } from 'react'

import type { ShortlistTalent } from '@/lib/data/types'
import { localeQuery } from '@/lib/i18n/locale-param'
import { useLocale } from '@/lib/i18n/messages-context.client'

import { SHORTLIST_API } from './constants'
import { talentsQuery, type Shortlist } from './shortlist'

type Loaded = {
  /** What the site told us of each slug: its card, or null when it shows no such talent. */
  known: ReadonlyMap<string, ShortlistTalent | null>
  failed: boolean
}

/**
 * The public cards of the listed talents, asked of `GET /api/_shortlist` in the page's language
 * for the slugs not known yet (a reorder or a removal asks nothing). A slug the site no longer
 * shows comes back as null.
 */
export function useShortlistTalents(list: Shortlist | null): Loaded {
  const locale = useLocale()
  const [loaded, setLoaded] = useState<Loaded>({ known: new Map(), failed: false })
  const unknown = (list ?? []).filter((slug) => !loaded.known.has(slug))
  const wanted = unknown.join(',')

  useEffect(() => {
    if (!wanted) return
    const controller = new AbortController()
    const slugs = wanted.split(',')
    fetch(`${SHORTLIST_API}${talentsQuery(slugs)}${localeQuery(locale)}`, {
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET ${SHORTLIST_API}: ${response.status}`)
        const { data } = (await response.json()) as {
          data: { talents: ShortlistTalent[]; missing: string[] }
        }
        setLoaded((previous) => {
          const known = new Map(previous.known)
          for (const talent of data.talents) known.set(talent.slug, talent)
          for (const slug of data.missing) known.set(slug, null)
          return { known, failed: false }
        })
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded((previous) => ({ ...previous, failed: true }))
      })
    return () => controller.abort()
  }, [wanted, locale])

  return loaded
}
