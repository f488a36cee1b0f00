/** Patterns several forms check with FormKit's `matches` rule, so every form reads them alike. */

/** A phone number as people write it: digits with spaces, dots, dashes, brackets, a leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}[0-9]$/
