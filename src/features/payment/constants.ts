/**
 * The payment pages' fixed numbers and names. Limits staff may tune (rate, body size, Stripe's
 * timeout) live in lib/env.ts with their environment variables.
 */

/** The rate limit's window: PAYMENT_RATE_LIMIT checkouts per client address per hour. */
export const RATE_WINDOW_S = 60 * 60

/** How old a signed webhook may be (Stripe's own default), against replays of a captured one. */
export const WEBHOOK_TOLERANCE_S = 300

/** The success URL's query parameter; Stripe fills in `{CHECKOUT_SESSION_ID}`. */
export const SESSION_PARAM = 'session_id'

/** A Checkout Session id as Stripe makes them (cs_test_… or cs_live_…); others are not looked up. */
export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{8,250}$/

/** The metadata key that carries our payment's id through Stripe and back in each event. */
export const PAYMENT_ID_KEY = 'payment_id'

/** The return page asks again every 3 s while a payment is pending, for a minute at most. */
export const PENDING_REFRESH_MS = 3000
export const PENDING_REFRESH_TRIES = 20
