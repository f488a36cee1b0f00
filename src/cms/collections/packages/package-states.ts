/**
 * A package's state, in the order it usually moves: made, mailed to a recipient, opened by one,
 * answered by one; or past its expiry; or every link revoked. Import-free (the admin reads it).
 */
export const PACKAGE_STATES = ['draft', 'sent', 'viewed', 'answered', 'expired', 'revoked'] as const

export type PackageState = (typeof PACKAGE_STATES)[number]
