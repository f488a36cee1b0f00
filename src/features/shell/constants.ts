/** The visitor shell's constants, each with the spec's wording (spec.md section 9). */

/** "Loading bar: height 4 px" */
export const LOADING_BAR_HEIGHT_PX = 4
/** "colour #C2A95F" */
export const LOADING_BAR_COLOR = '#C2A95F'
/** Not in the spec ("shown in an error colour when an error occurred"): a red that reads on both themes. */
export const LOADING_BAR_ERROR_COLOR = '#C0392B'
/** "estimated duration 3000 ms" */
export const LOADING_BAR_DURATION_MS = 3000
/** "throttle 500 ms": navigations that finish sooner show no bar. */
export const LOADING_BAR_THROTTLE_MS = 500
/**
 * "route change waits up to 100 ms": a navigation keeps the current page as it is for this long
 * before the page shows it is loading (`aria-busy` on the main region, dimmed), so fast
 * navigations do not flash. The bar itself follows after the throttle.
 */
export const ROUTE_CHANGE_WAIT_MS = 100
/** How long the full bar stays before it fades (not in the spec). */
export const LOADING_BAR_HIDE_DELAY_MS = 400

/** "Menu prefetch delay 1000 ms", counted from the first load once the browser is idle. */
export const MENU_PREFETCH_DELAY_MS = 1000

/** "Build-update check every 1 hour" */
export const BUILD_CHECK_INTERVAL_MS = 60 * 60 * 1000

/** "A failed chunk load reloads the page, at most once per 10 seconds for the same path." */
export const CHUNK_RELOAD_GUARD_MS = 10_000

/** "A failed app start is logged as 'Error while mounting app'." */
export const MOUNT_ERROR_MESSAGE = 'Error while mounting app'

/** Where the visitor's choices are kept across visits. */
export const STORAGE_KEYS = {
  theme: 'roster:theme',
  town: 'roster:town',
  /** The visitor's answer to the analytics consent banner (features/analytics/consent.ts). */
  consent: 'roster:analytics-consent',
  /** The language the visitor chose with the switch (features/languages). */
  language: 'roster:language',
  /** Set once the visitor has dismissed the suggestion to read another language. */
  languageSuggestion: 'roster:language-suggestion',
  /** sessionStorage: `{path: time}` of the last chunk-failure reload, for the 10 s guard. */
  chunkReloads: 'roster:chunk-reloads',
  /** sessionStorage: set once the visitor closed the video banner, for the rest of the visit. */
  videoBannerClosed: 'roster:video-banner-closed',
} as const
