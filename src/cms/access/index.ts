import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

/**
 * Access predicates shared by the content model. Visitors never have accounts: anyone logged in
 * is staff, with one of three roles. Admins do everything, staff accounts included; editors edit
 * content and work the inbox; bookers work the inbox and only read content.
 */

export const isStaff = ({ req }: { req: PayloadRequest }): boolean => Boolean(req.user)

export const isAdmin = ({ req }: { req: PayloadRequest }): boolean => req.user?.role === 'admin'

/** Admins and editors: the staff who may create, edit and delete content. */
export const isContentEditor = ({ req }: { req: PayloadRequest }): boolean =>
  req.user?.role === 'admin' || req.user?.role === 'editor'

/**
 * The agency's own staff, by role: admins, editors and bookers. Packages are their working tool;
 * an account of any other kind (a represented talent's, should one come) never reads them.
 */
export const isAgencyStaff = ({ req }: { req: PayloadRequest }): boolean =>
  req.user?.role === 'admin' || req.user?.role === 'editor' || req.user?.role === 'booker'

export const anyone: Access = () => true

export const agencyStaffOnly: Access = ({ req }) => isAgencyStaff({ req })

export const staffOnly: Access = ({ req }) => isStaff({ req })

export const adminOnly: Access = ({ req }) => isAdmin({ req })

export const contentEditorsOnly: Access = ({ req }) => isContentEditor({ req })

export const staffOnlyField: FieldAccess = ({ req }) => isStaff({ req })

/** Nobody through the API: the server writes these itself (with overrideAccess). */
export const nobody: Access = () => false

const published: Where = { _status: { equals: 'published' } }

/** Staff read everything; visitors read published documents only, never drafts. */
export const publishedOrStaff: Access = ({ req }) => (isStaff({ req }) ? true : published)

/** Who changes content: everyone may read it (or its published part); only editors change it. */
export const contentAccess = (read: Access) => ({
  read,
  create: contentEditorsOnly,
  update: contentEditorsOnly,
  delete: contentEditorsOnly,
})
