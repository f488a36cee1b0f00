import type {
  CollectionAfterReadHook,
  CollectionConfig,
  FieldAccess,
  PayloadRequest,
} from 'payload'

import { env } from '@/lib/env'

import { adminOnly, isAdmin, staffOnly } from '../access'
import { ROLES } from '../fields/roles'
import { forgetAccountAttempts, limitLoginAttempts } from '../hooks/login-rate-limit'
import { checkPasswordOnReset, checkPasswordOnSave, PASSWORD_RULE } from '../hooks/password-rule'
import { limitedForgotPassword, noEmailVerification } from '../staff/auth-endpoints'
import { inviteStaff } from '../staff/invitations'
import { setPasswordUrl } from '../staff/set-password-link'

/** No account exists yet: the one being created is the first, made on the admin's sign-up screen. */
async function isFirstAccount(req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0
}

/**
 * What a booker reads of staff accounts (docs/decisions/0048): their own account whole; of a
 * colleague, the id and name alone, which is what a package's Booker field shows. Not their
 * email, role or dates: a booker has no list of staff to browse, and no query on those fields.
 */
const isBookerReadingAnother = (req: PayloadRequest, id: unknown): boolean =>
  req.user?.role === 'booker' && String(id) !== String(req.user.id)

/** Admins and editors read these of every account; bookers of their own only. */
const ownOrNotBooker: FieldAccess = ({ req, id, doc }) =>
  !isBookerReadingAnother(req, (doc as { id?: unknown } | undefined)?.id ?? id)

const colleagueAsNamed: CollectionAfterReadHook = ({ doc, req }) =>
  isBookerReadingAnother(req, doc.id) ? { id: doc.id, name: doc.name ?? null } : doc

/** Hidden, and never set through the API (as Payload declared them). */
const unwritten = { hidden: true, access: { create: () => false, update: () => false } }

/** Agency staff. Visitors never have accounts; the first account created in /admin is an admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    // Staff by name: the one field every role reads of a colleague (invitations ask for it).
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Settings',
    // Bookers keep their own account (the Account page) and see colleagues' names where a
    // package names its booker, but the staff list is not theirs to browse.
    hidden: ({ user }) => user?.role === 'booker',
    components: {
      beforeListTable: [
        {
          path: '@/cms/staff/invite-form.client#InviteForm',
          clientProps: { lifetimeHours: env.invitationLifetimeHours },
        },
      ],
    },
  },
  auth: {
    // Payload's own lock counts every failure on an account, whoever sends it: five guesses from
    // anywhere locked its owner out. The login limits lock out the address that fails instead, and
    // the whole account only when many addresses fail on it (docs/decisions/0027).
    maxLoginAttempts: 0,
    useAPIKey: false,
    forgotPassword: {
      // Payload's own spacing of reset mails (15 s per account) writes outside the request's
      // transaction while that transaction holds SQLite's write lock: every reset failed with
      // "database is locked". The login limits (hooks/login-rate-limit) count reset requests
      // instead, per address and per account and address.
      minRequestInterval: 0,
      // The link opens the set-password view, which states the password rule (Payload's own
      // reset view does not); invitations use the same view.
      generateEmailSubject: () => 'Set a new password for the Roster admin',
      generateEmailHTML: ({ token } = {}) => {
        const link = setPasswordUrl(String(token))
        return `<p>Someone asked to reset the password of your Roster admin account. Set a new one here (the link works once, within an hour):</p><p><a href="${link}">${link}</a></p><p>If it was not you, ignore this mail: your password stays as it is.</p>`
      },
    },
    // HttpOnly always (Payload's default); Lax keeps the session off cross-site subrequests and
    // form posts; Secure whenever the site is public over https.
    cookies: { sameSite: 'Lax', secure: env.siteUrl.startsWith('https://') },
  },
  access: {
    read: staffOnly,
    create: async ({ req }) => isAdmin({ req }) || isFirstAccount(req),
    // Staff edit their own account; a visitor edits none (false, never a query on `undefined`).
    update: ({ req }) => isAdmin({ req }) || (req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
    unlock: adminOnly,
  },
  endpoints: [
    { path: '/invite', method: 'post', handler: inviteStaff },
    // In front of Payload's endpoints of the same paths.
    limitedForgotPassword,
    noEmailVerification,
  ],
  fields: [
    {
      name: 'passwordRule',
      type: 'ui',
      admin: {
        components: {
          Field: {
            path: '@/cms/staff/password-rule-note#PasswordRuleNote',
            clientProps: { rule: PASSWORD_RULE },
          },
        },
      },
    },
    { name: 'name', type: 'text' },
    // Payload's own email field (merged with its auth field), read by bookers on their account only.
    { name: 'email', type: 'email', required: true, access: { read: ownOrNotBooker } },
    {
      name: 'role',
      type: 'select',
      required: true,
      // The sign-up screen shows what the first account becomes (beforeChange makes sure of it).
      defaultValue: async ({ req }) => ((await isFirstAccount(req)) ? 'admin' : 'editor'),
      options: ROLES.map(({ label, value }) => ({ label, value })),
      admin: {
        description:
          'The first account is always an admin. Editors change content and work the inbox; bookers work the inbox and read content.',
      },
      access: { read: ownOrNotBooker, update: ({ req }) => isAdmin({ req }) },
      saveToJWT: true,
    },
    // The columns of Payload's lock (off above), kept as they were so the schema needs no
    // migration; nothing writes them any more. They can go with the next migration of users.
    { name: 'loginAttempts', type: 'number', defaultValue: 0, ...unwritten },
    { name: 'lockUntil', type: 'date', ...unwritten },
  ],
  hooks: {
    beforeOperation: [limitLoginAttempts, checkPasswordOnReset],
    beforeValidate: [checkPasswordOnSave],
    afterLogin: [forgetAccountAttempts],
    afterRead: [colleagueAsNamed],
    beforeChange: [
      async ({ data, operation, req }) =>
        operation === 'create' && (await isFirstAccount(req)) ? { ...data, role: 'admin' } : data,
    ],
  },
}
