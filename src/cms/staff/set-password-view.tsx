import { MinimalTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { PASSWORD_RULE } from '../hooks/password-rule'
import { SetPasswordForm } from './set-password-form.client'

/**
 * /admin/set-password/{token}: where an invitee sets their first password and staff who forgot
 * theirs set a new one. Payload's token (forgot-password) does the work; this view replaces
 * Payload's reset screen because that one cannot say what the password rule is.
 */
export function SetPasswordView({ params }: AdminViewServerProps) {
  // segments: ['set-password', token]
  const token = params?.segments?.[1] ?? ''
  return (
    <MinimalTemplate>
      <h1>Set your password</h1>
      <SetPasswordForm token={token} rule={PASSWORD_RULE} />
    </MinimalTemplate>
  )
}
