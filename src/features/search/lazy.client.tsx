'use client'

import { useVisitorStore } from '@/features/shell/visitor-store'
import { browserOnly, useOpenedOnce } from '@/lib/browser-only.client'

const LoadedSearchDialog = browserOnly(() =>
  import('./search-dialog.client').then((module) => module.SearchDialog),
)

/**
 * The search bar, fetched when the visitor first opens it: closed, it shows nothing, so no page
 * loads its code with the page (decision 0016).
 */
export function SearchDialog() {
  const opened = useOpenedOnce(useVisitorStore((state) => state.isSearchBarOpen))
  return opened ? <LoadedSearchDialog /> : null
}
