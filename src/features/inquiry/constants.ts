/**
 * The shortlist inquiry's fixed numbers and names. Limits staff may tune (the rate and the body
 * size) live in lib/env.ts with their environment variables.
 */

export const INQUIRY_URL = '/api/_forms/inquiry'

/** reCAPTCHA v3's action name for this form, checked by the server. */
export const CAPTCHA_ACTION = 'inquiry'

/** The window of INQUIRY_RATE_LIMIT: inquiries per client address per hour. */
export const RATE_WINDOW_S = 60 * 60

/** The longest message, in characters; the body limit (INQUIRY_MAX_BODY_BYTES) leaves room for it. */
export const MAX_MESSAGE_LENGTH = 5000

/** The body keys that travel beside the form's fields: the talents, and the header's town. */
export const TALENTS_FIELD = 'talents'
export const TOWN_FIELD = 'town'
