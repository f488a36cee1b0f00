/** The shortlist's fixed numbers and names (issue 17); its words are the catalogue's `shortlist`. */
import type { BrowserMessages } from '@/lib/i18n/messages/en'

/** "At most 50 talents; the 51st gets a clear message." */
export const MAX_SHORTLIST = 50

/** Where the visitor's shortlist is kept across visits (localStorage, beside theme and town). */
export const SHORTLIST_STORAGE_KEY = 'roster:shortlist'

export const SHORTLIST_PATH = '/shortlist'

/**
 * The query key of a talent page's "Inquire" link (`/shortlist?inquire={slug}`): the shortlist
 * page adds that talent and takes the visitor to its inquiry.
 */
export const INQUIRE_PARAM = 'inquire'

/** The public facts of the listed talents, for the visitor's own list (GET, cacheable reads). */
export const SHORTLIST_API = '/api/_shortlist'

/** The query key of the JSON and PDF addresses: talent slugs, comma-separated, in order. */
export const TALENTS_PARAM = 'talents'

/** What the header's live region says after a change to the list: `{count}` and `{max}` filled in. */
export type ShortlistNotices = Pick<BrowserMessages['shortlist'], 'added' | 'removed' | 'full'>

/** How long the header shows a shortlist change before the words go (not a spec figure). */
export const NOTICE_SHOWN_MS = 5000
