import type { CollectionConfig, PayloadRequest } from 'payload'

import { env } from '@/lib/env'

import { adminOnly, isAdmin, staffOnly } from '../access'
import { ROLES } from '../fields/roles'
import { forgetAccountAttempts, limitLoginAttempts } from '../hooks/login-rate-limit'
import { checkPasswordOnReset, checkPasswordOnSave, PASSWORD_RULE } from '../hooks/password-rule'
import { inviteStaff } from '../staff/invitations'
import { setPasswordUrl } from '../staff/set-password-link'

/** Failed logins before an account locks, and for how long (10 minutes). */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 10 * 60 * 1000

/** No account exists yet: the one being created is the first, made on the admin's sign-up screen. */
async function isFirstAccount(req: PayloadRequest): Promise<boolean> {
  const { totalDocs } = await req.payload.count({ collection: 'users', req })
  return totalDocs === 0
}

/** Agency staff. Visitors never have accounts; the first account created in /admin is an admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role'],
    group: 'Settings',
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
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    useAPIKey: false,
    forgotPassword: {
      // Payload's own spacing of reset mails (15 s per account) writes outside the request's
      // transaction while that transaction holds SQLite's write lock: every reset failed with
      // "database is locked". The login limits (hooks/login-rate-limit) count reset requests
      // instead, per address and per account.
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
  endpoints: [{ path: '/invite', method: 'post', handler: inviteStaff }],
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
      access: { update: ({ req }) => isAdmin({ req }) },
      saveToJWT: true,
    },
  ],
  hooks: {
    beforeOperation: [limitLoginAttempts, checkPasswordOnReset],
    beforeValidate: [checkPasswordOnSave],
    afterLogin: [forgetAccountAttempts],
    beforeChange: [
      async ({ data, operation, req }) =>
        operation === 'create' && (await isFirstAccount(req)) ? { ...data, role: 'admin' } : data,
    ],
  },
}
