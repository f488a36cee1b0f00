import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Access predicates shared by the content model. Visitors never have accounts:
 * anyone logged in is staff, with the role `admin` or `editor`.
 */

export const isStaff = ({ req }: { req: PayloadRequest }): boolean => Boolean(req.user)

export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => req.user?.role === 'admin'

export const anyone: Access = () => true

export const staffOnly: Access = ({ req }) => isStaff({ req })

export const adminOnly: Access = ({ req }) => isAdmin({ req })

export const staffOnlyField: FieldAccess = ({ req }) => isStaff({ req })

const published: Where = { _status: { equals: 'published' } }

/** Staff read everything; visitors read published documents only, never drafts. */
export const publishedOrStaff: Access = ({ req }) => (isStaff({ req }) ? true : published)
