/**
 * A location's payment limits when staff have not set them: the location fields' defaults, and
 * the payment form's in the browser, so this module imports nothing.
 */
export const DEFAULT_CURRENCY = 'usd'
export const DEFAULT_MINIMUM_AMOUNT = 10
export const DEFAULT_MAXIMUM_AMOUNT = 10_000
