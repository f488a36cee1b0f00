import type { Payload, PayloadRequest } from 'payload'

import { hashToken, newToken } from './token'

/**
 * Gives a recipient a new link and returns its token, the one time it exists outside a mail:
 * only its hash is stored. An earlier link of the same recipient stops working.
 */
export async function issueToken(
  payload: Payload,
  recipientId: number,
  req?: Partial<PayloadRequest>,
): Promise<string> {
  const token = newToken()
  await payload.update({
    collection: 'package-recipients',
    id: recipientId,
    data: { tokenHash: hashToken(token) },
    overrideAccess: true,
    req,
  })
  return token
}
