/** Payload's account endpoints replaced in front of its own (users.ts lists them first). */
import {
  addDataAndFileToRequest,
  type Endpoint,
  forgotPasswordOperation,
  headersWithCors,
  NotFound,
} from 'payload'

import { accountOf, admit } from '../hooks/login-rate-limit'

/**
 * POST /cms/api/users/forgot-password, counted as a login attempt before Payload opens the write
 * transaction that stores the reset token (Payload's endpoint opens it before any hook runs).
 */
export const limitedForgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email : ''
    await admit(req, accountOf({ email }), 'reset')
    await forgotPasswordOperation({
      collection: req.payload.collections.users,
      // As Payload's own endpoint calls it: the type asks for a password a reset never has.
      data: { email } as Parameters<typeof forgotPasswordOperation>[0]['data'],
      req,
    })
    return Response.json(
      { message: req.t('general:success') },
      { headers: headersWithCors({ headers: new Headers(), req }) },
    )
  },
}

/**
 * POST /cms/api/users/verify/{token}: accounts are never verified by mail here (staff are
 * invited), yet Payload's endpoint queried a column that does not exist and answered 500.
 */
export const noEmailVerification: Endpoint = {
  path: '/verify/:token',
  method: 'post',
  handler: (req) => {
    throw new NotFound(req.t)
  },
}
