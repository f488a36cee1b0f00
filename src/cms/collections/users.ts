import type { CollectionConfig } from 'payload'

import { env } from '@/lib/env'

import { adminOnly, isAdmin, staffOnly } from '../access'
import { forgetAccountAttempts, limitLoginAttempts } from '../hooks/login-rate-limit'
import { checkPasswordOnReset, checkPasswordOnSave } from '../hooks/password-rule'

/** Failed logins before an account locks, and for how long (10 minutes). */
export const MAX_LOGIN_ATTEMPTS = 5
export const LOCK_TIME_MS = 10 * 60 * 1000

/** Agency staff. Visitors never have accounts; the first account created in /admin is an admin. */
export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['name', 'email', 'role'], group: 'Settings' },
  auth: {
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    useAPIKey: false,
    // Payload's own spacing of reset mails (15 s per account) writes outside the request's
    // transaction while that transaction holds SQLite's write lock: every reset failed with
    // "database is locked". The login limits (hooks/login-rate-limit) count reset requests
    // instead, per address and per account.
    forgotPassword: { minRequestInterval: 0 },
    // HttpOnly always (Payload's default); Lax keeps the session off cross-site subrequests and
    // form posts; Secure whenever the site is public over https.
    cookies: { sameSite: 'Lax', secure: env.siteUrl.startsWith('https://') },
  },
  access: {
    read: staffOnly,
    create: async ({ req }) => {
      if (isAdmin({ req })) return true
      // The very first account is created from the admin's sign-up screen.
      const { totalDocs } = await req.payload.count({ collection: 'users', req })
      return totalDocs === 0
    },
    // Staff edit their own account; a visitor edits none (false, never a query on `undefined`).
    update: ({ req }) => isAdmin({ req }) || (req.user ? { id: { equals: req.user.id } } : false),
    delete: adminOnly,
    unlock: adminOnly,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Admin (everything, including staff accounts)', value: 'admin' },
        { label: 'Editor (content and inbox)', value: 'editor' },
      ],
      access: { update: ({ req }) => isAdmin({ req }) },
      saveToJWT: true,
    },
  ],
  hooks: {
    beforeOperation: [limitLoginAttempts, checkPasswordOnReset],
    beforeValidate: [checkPasswordOnSave],
    afterLogin: [forgetAccountAttempts],
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req })
        return totalDocs === 0 ? { ...data, role: 'admin' } : data
      },
    ],
  },
}
