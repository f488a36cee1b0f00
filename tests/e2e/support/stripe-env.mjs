/**
 * Stripe for the end-to-end server: a local stand-in of its API (tests/helpers/stripe-stand-in.mjs)
 * two ports above the site, and the keys the server and the tests share.
 */
export const E2E_STRIPE_SECRET_KEY = 'sk_test_roster_e2e_0123456789'
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_roster_e2e_0123456789'

/** @param {number | string} sitePort */
export const e2eStripePort = (sitePort) => Number(sitePort) + 2

/** @param {number | string} sitePort */
export const e2eStripeApiBase = (sitePort) => `http://127.0.0.1:${e2eStripePort(sitePort)}`
