'use client'

import { useEffect, useState } from 'react'

import { localeQuery } from '@/lib/i18n/locale-param'
import { useLocale } from '@/lib/i18n/messages-context.client'

import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_QUERY_LENGTH } from './constants'
import type { SearchResult } from './match'

export type SearchState = {
  /** The query these results answer. */
  query: string
  results: SearchResult[]
  failed: boolean
}

const NOTHING: SearchState = { query: '', results: [], failed: false }

/**
 * Asks `/api/_search` as the visitor types, in the page's language: after a short pause,
 * cancelling the previous question. The results of the last answered query stay until the next
 * answer arrives.
 */
export function useSearch(value: string): SearchState {
  const query = value.trim().slice(0, SEARCH_MAX_QUERY_LENGTH)
  const locale = useLocale()
  const [answer, setAnswer] = useState<SearchState>(NOTHING)

  useEffect(() => {
    if (!query) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const address = `/api/_search?q=${encodeURIComponent(query)}${localeQuery(locale)}`
        const response = await fetch(address, {
          signal: controller.signal,
        })
        if (!response.ok) throw new Error(`Search answered ${response.status}`)
        const { data } = (await response.json()) as { data: SearchResult[] }
        setAnswer({ query, results: data, failed: false })
      } catch {
        if (!controller.signal.aborted) setAnswer({ query, results: [], failed: true })
      }
    }, SEARCH_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, locale])

  return query ? answer : NOTHING
}
