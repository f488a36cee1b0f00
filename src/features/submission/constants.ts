/**
 * The submission page's fixed numbers and names. Limits that staff may tune (sizes, rate,
 * retention) live in lib/env.ts with their environment variables.
 */

/** An applicant younger than this needs a parent or guardian's name, email and consent. */
export const MINOR_AGE = 18

/** A head shot, a full-length shot and a profile at least; "2 to 6 photos". */
export const MIN_PHOTOS = 2
export const MAX_PHOTOS = 6

/** The form field that carries the photos. */
export const PHOTOS_FIELD = 'photos'

/** reCAPTCHA v3's action name for this form, checked by the server. */
export const CAPTCHA_ACTION = 'submission'

/** "N submissions per client address per hour": the window of SUBMISSION_RATE_LIMIT. */
export const RATE_WINDOW_S = 60 * 60

/** Text fields are short; anything longer is not an application. */
export const MAX_FIELD_BYTES = 10 * 1024
export const MAX_FIELDS = 40

/** Longest edge of a stored photo; larger ones are scaled down when re-encoded. */
export const STORED_PHOTO_MAX_EDGE = 3000
export const STORED_PHOTO_QUALITY = 88

/** How long a photo file may sit without its record before the sweep removes it. */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000

/** How often the retention job runs in a running server. */
export const RETENTION_INTERVAL_MS = 6 * 60 * 60 * 1000
