import { expect, type APIRequestContext } from '@playwright/test'

import { mailsTo } from './mail'
import { asStaff } from './staff'

/**
 * Adds a recipient to a package and sends them their link, as the admin's Send does; the link's
 * token as it arrived by mail at the local SMTP peer (the token exists nowhere else).
 */
export async function sendLink(
  request: APIRequestContext,
  packageId: number,
  email: string,
): Promise<{ token: string; recipientId: number }> {
  const { doc: recipient } = await asStaff(request, 'POST', '/cms/api/package-recipients', {
    package: packageId,
    name: email.split('@')[0],
    email,
  })
  await asStaff(request, 'POST', `/cms/api/packages/${packageId}/send`, {
    recipient: recipient!.id,
  })
  let token: string | undefined
  await expect
    .poll(() => {
      const mail = mailsTo(email).at(-1)
      token = mail && /\/p\/([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1]
      return token
    })
    .toBeTruthy()
  return { token: token!, recipientId: recipient!.id }
}
