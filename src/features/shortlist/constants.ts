/** The shortlist's fixed numbers, names and words (issue 17). */

/** "At most 50 talents; the 51st gets a clear message." */
export const MAX_SHORTLIST = 50

/** Where the visitor's shortlist is kept across visits (localStorage, beside theme and town). */
export const SHORTLIST_STORAGE_KEY = 'roster:shortlist'

export const SHORTLIST_PATH = '/shortlist'

/** The public facts of the listed talents, for the visitor's own list (GET, cacheable reads). */
export const SHORTLIST_API = '/api/_shortlist'

/** The query key of the JSON and PDF addresses: talent slugs, comma-separated, in order. */
export const TALENTS_PARAM = 'talents'

export const FULL_MESSAGE = `Your shortlist is full: it holds ${MAX_SHORTLIST} talents at most. Remove one to add another.`

export const addedMessage = (count: number) => `Added to shortlist (${count})`
export const removedMessage = (count: number) => `Removed from shortlist (${count})`

/** How long the header shows a shortlist change before the words go (not a spec figure). */
export const NOTICE_SHOWN_MS = 5000
