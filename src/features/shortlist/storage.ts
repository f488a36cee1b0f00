/**
 * The shortlist kept in localStorage, like the theme and the town: no account, nothing on the
 * server. Storage can be missing or refuse writes (private modes): the list then lasts for the
 * visit only.
 */
import { SHORTLIST_STORAGE_KEY } from './constants'
import { parseShortlist, type Shortlist } from './shortlist'

export function readStoredShortlist(): Shortlist {
  try {
    return parseShortlist(JSON.parse(window.localStorage.getItem(SHORTLIST_STORAGE_KEY) ?? '[]'))
  } catch {
    return []
  }
}

export function storeShortlist(list: Shortlist): void {
  try {
    window.localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify(list))
  } catch {
    // Storage refused: the list holds until the page is closed.
  }
}
