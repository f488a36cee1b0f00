import { env } from '@/lib/env'

/** Where an invitee or a staff member who forgot their password sets one (set-password-view). */
export const SET_PASSWORD_PATH = '/set-password'

export const setPasswordUrl = (token: string): string =>
  `${env.siteUrl}/admin${SET_PASSWORD_PATH}/${token}`
