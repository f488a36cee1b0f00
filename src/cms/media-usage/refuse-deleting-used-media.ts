import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { mediaUsers, namedUsers } from './media-users'

/**
 * A picture that a talent, page, book, package or setting shows cannot be deleted: the refusal
 * names them, so staff know what to change first. Runs for each item of a bulk delete too, which
 * then deletes the unused ones and reports the others.
 */
export const refuseDeletingUsedMedia: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const users = await mediaUsers(req.payload, id, req)
  if (users.length === 0) return
  throw new APIError(
    `This picture is in use and was not deleted. Remove it from ${namedUsers(users)} first.`,
    409,
    { usedBy: users },
    true,
  )
}
