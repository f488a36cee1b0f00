/**
 * POST /cms/api/users/invite { email, name, role }: an admin invites a member of staff. The account
 * is created with a random password nobody knows, and Payload's forgot-password token becomes the
 * invitation: the mailed link sets the invitee's own password once (Payload clears the token when
 * it is used), within INVITATION_LIFETIME_HOURS. Lockout and password rule are the login's own.
 */
import { randomBytes } from 'node:crypto'

import type { PayloadHandler } from 'payload'

import { env } from '@/lib/env'

import { isAdmin } from '../access'
import { isRole, ROLES, type Role } from '../fields/roles'
import { setPasswordUrl } from './set-password-link'

const HOUR_MS = 60 * 60 * 1000

type Invitation = { email: string; name: string; role: Role }

function invitationFrom(body: unknown): Invitation | string {
  const { email, name, role } = (body ?? {}) as Record<string, unknown>
  if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
    return 'Give the email address of the person to invite.'
  }
  if (!isRole(role)) return `Choose a role: ${ROLES.map((option) => option.value).join(', ')}.`
  return {
    email: email.trim().toLowerCase(),
    name: typeof name === 'string' ? name.trim() : '',
    role,
  }
}

export function invitationMail(invitation: Invitation, invitedBy: string, link: string) {
  const role = ROLES.find((option) => option.value === invitation.role)!.label
  const text = [
    `Hello${invitation.name ? ` ${invitation.name}` : ''},`,
    '',
    `${invitedBy} invited you to the Roster admin as ${role}.`,
    '',
    `Set your password here (the link works once, within ${env.invitationLifetimeHours} hours):`,
    link,
    '',
    `Then log in at ${env.siteUrl}/admin with ${invitation.email}.`,
    '',
    'If you did not expect this mail, ignore it: the account cannot be used without a password.',
  ].join('\n')
  return { to: invitation.email, subject: 'Your invitation to the Roster admin', text }
}

export const inviteStaff: PayloadHandler = async (req) => {
  if (!isAdmin({ req })) {
    return Response.json({ message: 'Only admins invite staff.' }, { status: 403 })
  }
  const invitation = invitationFrom(await req.json?.().catch(() => null))
  if (typeof invitation === 'string') {
    return Response.json({ message: invitation }, { status: 400 })
  }
  const { payload } = req
  const taken = await payload.count({
    collection: 'users',
    where: { email: { equals: invitation.email } },
  })
  if (taken.totalDocs > 0) {
    return Response.json(
      {
        message: `${invitation.email} already has an account: "Forgot password?" on the login screen mails them a new link.`,
      },
      { status: 409 },
    )
  }
  const user = await payload.create({
    collection: 'users',
    data: { ...invitation, password: randomBytes(32).toString('base64url') },
    req,
    overrideAccess: false,
  })
  // Without `req`: the Local API's forgot-password is not a login attempt from the admin's
  // address, so it does not count against the admin's own login limit.
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email: invitation.email },
    disableEmail: true,
    expiration: env.invitationLifetimeHours * HOUR_MS,
  })
  try {
    await payload.sendEmail(
      invitationMail(
        invitation,
        req.user?.name || req.user?.email || 'An admin',
        setPasswordUrl(token),
      ),
    )
  } catch (error) {
    payload.logger.error({ err: error }, `Invitation to ${invitation.email}: the mail was not sent`)
    await payload.delete({ collection: 'users', id: user.id })
    return Response.json(
      { message: 'The invitation mail could not be sent; no account was created. Try again.' },
      { status: 502 },
    )
  }
  return Response.json(
    {
      message: `Invitation sent to ${invitation.email}. The link works once, within ${env.invitationLifetimeHours} hours.`,
      doc: { id: user.id, email: user.email },
    },
    { status: 201 },
  )
}
