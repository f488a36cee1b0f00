/** At most this many results per search. */
export const SEARCH_MAX_RESULTS = 20
/** Longer queries are refused (400). */
export const SEARCH_MAX_QUERY_LENGTH = 100
/** The search waits for a pause in typing this long before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 120
