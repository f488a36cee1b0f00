import { MinimalTemplate } from '@payloadcms/next/templates'
import Link from 'next/link'
import type { AdminViewServerProps, Payload } from 'payload'

import { PASSWORD_RULE } from '../hooks/password-rule'
import { SetPasswordForm } from './set-password-form.client'

/**
 * /admin/set-password/{token}: where an invitee sets their first password and staff who forgot
 * theirs set a new one. Payload's token (forgot-password) does the work; this view replaces
 * Payload's reset screen because that one cannot say what the password rule is. A link already
 * used (or expired) says so at once, with the way to a new one, instead of a form that fails.
 */
export async function SetPasswordView({ initPageResult, params }: AdminViewServerProps) {
  // segments: ['set-password', token]
  const token = params?.segments?.[1] ?? ''
  const usable = await tokenIsUsable(initPageResult.req.payload, token)
  return (
    <MinimalTemplate>
      <h1>Set your password</h1>
      {usable ? (
        <SetPasswordForm token={token} rule={PASSWORD_RULE} />
      ) : (
        <>
          <p role="alert">
            This link was already used, or it has expired: each link sets a password once.
          </p>
          <p>
            <Link href="/admin/forgot">Forgot password?</Link> mails you a new one; or{' '}
            <Link href="/admin/login">log in</Link> if you have set your password.
          </p>
        </>
      )}
    </MinimalTemplate>
  )
}

/** The token Payload's reset-password endpoint would accept now (its own query). */
async function tokenIsUsable(payload: Payload, token: string): Promise<boolean> {
  if (!/^[0-9a-f]{20,128}$/.test(token)) return false
  const user = await payload.db.findOne({
    collection: 'users',
    where: {
      resetPasswordToken: { equals: token },
      resetPasswordExpiration: { greater_than: new Date().toISOString() },
    },
  })
  return Boolean(user)
}
