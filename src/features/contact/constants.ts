/**
 * The contact form's fixed numbers and names. Limits staff may tune (the rate and the body size)
 * live in lib/env.ts with their environment variables.
 */

export const CONTACT_URL = '/api/_forms/contact'

/** reCAPTCHA v3's action name for this form, checked by the server. */
export const CAPTCHA_ACTION = 'contact'

/** "10 per IP per hour": the window of CONTACT_RATE_LIMIT. */
export const RATE_WINDOW_S = 60 * 60

/** The longest message, in characters; the body limit (CONTACT_MAX_BODY_BYTES) leaves room for it. */
export const MAX_MESSAGE_LENGTH = 5000
